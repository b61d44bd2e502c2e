/** Joins class names, skipping empty values. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** A boolean state as a data attribute: present ('') when true, absent when false (house rule). */
export function dataFlag(value: boolean | undefined): '' | undefined {
  return value ? '' : undefined;
}
