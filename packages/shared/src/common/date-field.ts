// Its own module, not messages.ts: a bundle puts a module whole in one chunk, and these texts belong
// with the date field's chunk, not every screen's first load.
/** The DD/MM/YYYY date field with its calendar (SPEC.md §9 formats; decision 0026). */
export const DATE_FIELD = {
  placeholder: 'วว/ดด/ปปปป',
  openCalendar: (label: string) => `เลือก${label}จากปฏิทิน`,
} as const;
