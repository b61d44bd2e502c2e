export { Toast, type ToastProps } from './Toast';
export { ToastStack, type ToastStackProps } from './ToastStack';
export { useToasts, type ToastsController } from './useToasts';
export {
  createToast,
  DEFAULT_TOAST_DURATION_MS,
  toastReducer,
  type ToastAction,
  type ToastInput,
  type ToastItem,
  type ToastKind,
} from './toastState';
