/**
 * exceljs's own helpers (lib/utils/utils.js), by which its readers turn a number cell with a date
 * format into a Date. Types for the two the xlsx reader uses; exceljs ships none for the module.
 */
declare module 'exceljs/lib/utils/utils.js' {
  const utils: {
    /** Whether a number format shows a date or time (`yyyy-mm-dd`, `h:mm`, `[$-804]m月d日`…). */
    isDateFmt(format: string | undefined): boolean;
    /** An Excel serial day number as a Date (UTC), in the 1900 or 1904 date system. */
    excelToDate(serial: number, date1904?: boolean): Date;
  };
  export default utils;
}
