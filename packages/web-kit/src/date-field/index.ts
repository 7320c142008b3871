/** The DD/MM/YYYY date field both apps use, with its lazy calendar (decision 0026), and its day helpers. */
export {
  type CalendarDialogProps,
  DateField,
  type DateFieldLook,
  type DateFieldProps,
  DateInput,
  type DateInputProps,
} from './date-field';
export { dayToText, isIsoDay, maskDayText, textToDay } from './day-text';
