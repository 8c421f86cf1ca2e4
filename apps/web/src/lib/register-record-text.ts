import type { CashRegisterRecord } from "@club/contract";
import { formatClp } from "@club/domain";

type Moment = CashRegisterRecord["cash_register_record_datetime"];

/** "23-11-2026 09:00", the club's clock as the server gave it. */
export const momentText = (moment: Moment | null) =>
  moment ? `${moment.date} ${moment.timeWithoutSeconds}` : "—";

export const operatorText = (record: CashRegisterRecord) =>
  `${record.cash_register_record_user_data.user_name} ${record.cash_register_record_user_data.user_lastname}`.trim();

/** The colour of a cash difference: missing cash red, extra cash orange, none green. */
export const diffColor = (diff: number) => (diff < 0 ? "red" : diff > 0 ? "orange" : "green");

/** A cash difference with its sign in front: "-$500" missing, "+$500" extra, "$0" none. */
export const diffText = (diff: number) =>
  diff < 0 ? `-${formatClp(-diff)}` : diff > 0 ? `+${formatClp(diff)}` : formatClp(0);

/** What a cash difference means, in words: the colour and the sign never say it alone. */
export const diffWords = (diff: number) =>
  diff < 0 ? "Falta efectivo" : diff > 0 ? "Sobra efectivo" : "El efectivo cuadra";
