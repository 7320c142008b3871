// Its own module, as DATE_FIELD's: these texts ride with the back office's date field, not its first load.
/** The back office's date field and date-and-time field (decision 0026): what an unfinished one is told. */
export const BO_DATE_FIELD = {
  /** A day typed halfway or not a day of the calendar, in the field's own order. */
  invalid: '*วันที่ต้องอยู่ในรูปแบบ วว/ดด/ปปปป (ค.ศ.)',
  /** The day and the time of a date-and-time field, each named after its group's label. */
  day: 'วันที่',
  time: 'เวลา',
  timePlaceholder: 'ชช:นน',
  timeInvalid: '*เวลาต้องอยู่ในรูปแบบ ชช:นน (00:00–23:59)',
} as const;
