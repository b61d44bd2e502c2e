import { ariaKeyShortcut, formatBinding, isApplePlatform, commonMessages, useTexts } from '@curate/core';

/** The key of an action as shown next to its button (aria-hidden: the button carries aria-keyshortcuts). */
export function KeyHint({ binding }: { binding: string | undefined }) {
  const common = useTexts('common', commonMessages);
  if (!binding) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a kbd is not focusable; the hint is hidden because the button names its action.
    <kbd className="curate-KeyHint" data-slot="key-hint" aria-hidden="true">
      {formatBinding(binding, { apple: isApplePlatform(), names: common })}
    </kbd>
  );
}

/** aria-keyshortcuts for a binding (undefined when none). */
export const keyShortcutsAttr = (binding: string | undefined): string | undefined =>
  binding ? ariaKeyShortcut(binding, { apple: isApplePlatform() }) : undefined;
