import type { CashRegisterRecordDetail } from "@club/contract";
import { formatClp } from "@club/domain";
import { diffText } from "../../../lib/register-record-text";
import { closingReportLines } from "../utils/balance-csv";
import classes from "./z-report.module.css";

/** Concepts printed in bold, with a rule above: the totals a cashier checks first. */
const STRONG = new Set(["Total", "Efectivo esperado", "Diferencia"]);
/** The first lines tell the session; the rest are amounts in pesos. */
const TEXT_LINES = 5;

const shown = (concept: string, value: string | number, index: number) => {
  if (index < TEXT_LINES || typeof value !== "number") return value === "" ? "—" : value;
  return concept === "Diferencia" ? diffText(value) : formatClp(value);
};

/**
 * The printable closing report ("Informe Z"): the same lines as the CSV, one column of concepts and one
 * of amounts, for an 80 mm receipt printer. Only the print stylesheet shows it.
 */
export function ZReport({ detail }: { detail: CashRegisterRecordDetail }) {
  const lines = closingReportLines(detail);
  return (
    <section className={classes.report} aria-label="Informe Z" data-testid="z-report">
      <h1 className={classes.title}>Informe Z</h1>
      <table className={classes.lines}>
        <tbody>
          {lines.map(([concept, value], i) => (
            <tr key={concept} className={STRONG.has(concept) ? classes.strong : undefined}>
              <th scope="row">{concept}</th>
              <td>{shown(concept, value, i)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
