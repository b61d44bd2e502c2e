import { createContext, useContext, type ReactNode } from 'react';
import { ToastStack, type ToastStackProps } from '../primitives/Toast/ToastStack';
import { useToasts, type ToastsController } from '../primitives/Toast/useToasts';

const NotificationsContext = createContext<ToastsController | null>(null);

/** Props of NotificationProvider. */
export interface NotificationProviderProps extends Omit<ToastStackProps, 'toasts' | 'onDismiss'> {
  children?: ReactNode;
}

/**
 * The application-wide notification stack (spec part 1 §2): renders a ToastStack top right (four kinds,
 * dismissible, 5 s default) and lets any widget below raise notifications with useNotifications().
 */
export function NotificationProvider({ children, ...stackProps }: NotificationProviderProps) {
  const controller = useToasts();
  return (
    <NotificationsContext.Provider value={controller}>
      {children}
      <ToastStack {...stackProps} toasts={controller.toasts} onDismiss={controller.dismiss} />
    </NotificationsContext.Provider>
  );
}

/** show / dismiss / clear of the nearest NotificationProvider; throws outside one. */
export function useNotifications(): ToastsController {
  const controller = useContext(NotificationsContext);
  if (!controller) throw new Error('useNotifications must be used inside <NotificationProvider>');
  return controller;
}
