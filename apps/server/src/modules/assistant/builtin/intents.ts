import type { ParsedPeriod } from "./period-words";

/**
 * What the built-in engine makes of a question: a tool to run with its input, an item or a person to find
 * first, a refusal, or nothing it understands. `words` is what is left of the question once the words
 * the engine knows are taken out: the name of an item or of an operator, said loosely.
 */
/** The one figure of a table the question is about, when it is not the table's main one. */
export type About = "refunds";

export type Plan =
  | { kind: "tool"; tool: string; input: Record<string, unknown>; about?: About }
  | { kind: "item"; tool: "item_stock" | "item_sales"; input: Record<string, unknown>; words: string }
  | { kind: "refused"; message: string }
  | { kind: "unknown" };

const has = (text: string, pattern: RegExp) => pattern.test(text);

// Asked to change something, to ignore its rules, or about another club: refused, never attempted.
const WRITE_VERBS =
  "anula|anular|anulen|borra|borrar|borren|elimina|eliminar|cambia|cambiar|modifica|modificar|actualiza|actualizar|crea|crear|agrega|agregar|cancela|cancelar|registra|registrar|devuelve|devolver|reembolsa|cierra|cerrar|abre|abrir|descuenta|rebaja";
// A verb of a change, also with a pronoun at its end ("registrame", "borralo").
const WRITE = new RegExp(`\\b(${WRITE_VERBS})(?:me|nos|lo|la|los|las|le|les)?\\b`);
const INJECTION =
  /\b(ignora|ignorar|olvida|olvidar|omite|omitir)\b.*\b(instrucciones?|reglas?|anterior|todo)\b|\b(prompt|system|jailbreak)\b/;

// Another club named ("club andes padel"), or other clubs: only the session's club is ever read.
const OTHER_CLUB =
  /\b(clubes|otros? club\w*|otras? sedes?|club \d+|club (?!(?:de|del|el|la|los|las|en|hoy|ayer|este|esta)\b)[a-z]+)\b/;
const SALES =
  /\b(vend\w*|ventas?|ingres\w*|factur\w*|recaud\w*|plata|lucas?|entro|entraron|cobramos|hicimos|hizo|hicieron|ganamos)\b/;
const REFUNDS = /\b(devoluci\w*|devolvimos|reembols\w*|anulaci\w*)\b/;
const COMPARE_SALES = /\b(crecimos|crecio|subieron|bajaron|cayeron|cayo|aumentaron|disminuyeron)\b/;
const CRITICAL =
  /\b(agot\w*|por acabar\w*|se acaba\w*|acabando\w*|critic\w*|reponer|repongo|quedan pocos|poco stock|bajo stock)\b/;
const STOCK = /\b(quedan?|stock|inventario|tenemos|existencias?|hay)\b/;
const TOP_ITEMS =
  /\b(mas vendid\w*|que mas se vend\w*|lo que mas vend\w*|productos? (estrella|top)|top \d*\s*(de )?productos?|(productos?|que) (se )?vend\w* mas)\b/;
const REGISTER =
  /\b(cuadr\w*|cerro la caja|cerraron la caja|descuadr\w*|arqueo|cierres?|diferencias?|sobr(o|aron)|falt(o|aron)|caja de|cajas?\b.*\b(de|del) [a-z])/;
const PENDING = /\b(pendientes?|por cobrar|sin (pagar|cobrar)|(ordenes|pedidos|cuentas) abiert\w*)\b/;
const OCCUPANCY_WORD = /\bocupaci\w*/;
const OCCUPANCY = /\b(ocupaci\w*|ocupad\w*|vaci\w*|libres?|muert\w*|peak|punta|llen\w*|horarios?)\b/;
const COURTS_OR_HOURS = /\b(horas?|horarios?|canchas?|semana|dias?|bloques?)\b/;
const EMPTY = /\b(vaci\w*|libres?|muert\w*|menos ocupad\w*|flojas?)\b/;
const BUSY = /\b(peak|punta|llen\w*|mas ocupad\w*|mas demanda\w*)\b/;
const BY_COURT = /\b(por cancha|que cancha|cual cancha|cada cancha)\b/;
const BOOKINGS = /\b(reservas?|reservaron|cancelaciones|no vinieron|no show|inasistencias?)\b/;
const NEW_PLAYERS = /\b(jugadores|clientes|socios) nuevos\b|\bnuevos (jugadores|clientes|socios)\b/;
const CANCELLATIONS = /\b(cancelaciones|cancelad[oa]s|cancelaron)\b/;
const NO_SHOWS = /\b(no vinieron|no show|inasistencias?|no se presentaron)\b/;
// "cuantos cierres no cuadraron", "con diferencia": the closings that did not add up.
const DIFFERENCES = /\b(no cuadr\w*|descuadr\w*|diferencias?)\b/;
const PLAYERS = /\b(quien|quienes|jugador\w*|clientes?|socios?|usuarios?)\b/;
const MOST = /\b(mas|mejor\w*|top)\b/;
const PLAYS = /\b(juega\w*|jugado|reserva\w*|viene\w*|va mas|frecuent\w*)\b/;
const SPENDS = /\b(gast\w*|plata|dinero|consum\w*|pag\w*|compr\w*)\b/;
const OVERVIEW = /\b(resumen|como vamos|como va|como estamos|como anda)\b/;

const METHODS: [RegExp, string][] = [
  [/\befectivo\b/, "cash"],
  [/\bdebito\b/, "debit"],
  [/\bcredito\b/, "credit"],
  [/\btransferencias?\b/, "transfer"],
  [/\b(webpay|en linea|online|por internet)\b/, "webpay"],
];
const BY_METHOD = /\b(medios? de pago|por medio|cada medio|forma de pago|tarjeta)\b/;
const BY_SOURCE = /\b(por origen|de donde|recepcion|punto de venta|en linea y)\b/;

/** The period fields of a tool's input for what the question said; none: the tool's own default. */
export function periodInput(period: ParsedPeriod | null): Record<string, unknown> {
  if (!period) return {};
  if (period.named) return { period: period.named };
  return { start_date: period.range.startDate, end_date: period.range.endDate };
}

function salesPlan(text: string, period: ParsedPeriod | null): Plan {
  const when = periodInput(period);
  if (period?.compare || has(text, COMPARE_SALES)) {
    return { kind: "tool", tool: "compare_sales", input: when };
  }
  const methods = METHODS.filter(([pattern]) => has(text, pattern)).map(([, method]) => method);
  if (methods.length === 1) return { kind: "tool", tool: "sales", input: { ...when, method: methods[0] } };
  // Two methods or more ("débito y crédito"): each of them, side by side.
  if (methods.length > 1 || has(text, BY_METHOD))
    return { kind: "tool", tool: "sales", input: { ...when, split: "method" } };
  if (has(text, BY_SOURCE)) return { kind: "tool", tool: "sales", input: { ...when, split: "source" } };
  return { kind: "tool", tool: "sales", input: when, ...(has(text, REFUNDS) ? { about: "refunds" } : {}) };
}

/** Which line of the bookings' activity a question asks for. */
function bookingsFocus(text: string) {
  if (has(text, NEW_PLAYERS)) return "new_players";
  if (has(text, NO_SHOWS)) return "no_shows";
  if (has(text, CANCELLATIONS)) return "cancellations";
  return "bookings";
}

function occupancyFocus(text: string) {
  if (has(text, BY_COURT)) return "by_court";
  if (has(text, EMPTY)) return "empty_hours";
  if (has(text, BUSY)) return "busy_hours";
  return "total";
}

/**
 * The plan for a normalized question (`normalizeQuestion`), its period already read, and `leftover` the
 * words that are neither known words nor the period's: a name, when the question is about one item or
 * one operator. Rules go from the most particular to the most general; the first that fits decides.
 */
export function planFor(text: string, period: ParsedPeriod | null, leftover: string): Plan {
  if (has(text, INJECTION))
    return { kind: "refused", message: "Solo respondo preguntas sobre los datos de tu club." };
  if (has(text, OTHER_CLUB)) return { kind: "refused", message: "Solo respondo sobre los datos de tu club." };
  if (has(text, WRITE)) {
    return {
      kind: "refused",
      message: "Solo puedo leer los datos del club, no cambiarlos: eso se hace en su pantalla.",
    };
  }
  const when = periodInput(period);
  if (has(text, CRITICAL)) return { kind: "tool", tool: "critical_stock", input: {} };
  if (has(text, TOP_ITEMS)) {
    const by = /\b(unidades|cantidad)\b/.test(text) ? "quantity" : "amount";
    return { kind: "tool", tool: "top_items", input: { ...when, by } };
  }
  if (has(text, PENDING)) return { kind: "tool", tool: "pending_orders", input: when };
  if (has(text, REGISTER)) {
    const operator = leftover.trim();
    // Over several days, "no cuadraron" lists those with a difference; on one day, its closing says it.
    const several = period ? period.range.startDate < period.range.endDate : false;
    return {
      kind: "tool",
      tool: "register_sessions",
      input: {
        ...when,
        ...(operator ? { operator } : {}),
        ...(several && has(text, DIFFERENCES) ? { only_differences: true } : {}),
      },
    };
  }
  if (leftover && has(text, STOCK) && !has(text, SALES)) {
    return { kind: "item", tool: "item_stock", input: {}, words: leftover };
  }
  if (leftover && has(text, SALES)) return { kind: "item", tool: "item_sales", input: when, words: leftover };
  if (has(text, PLAYERS) && has(text, MOST) && (has(text, PLAYS) || has(text, SPENDS))) {
    return { kind: "tool", tool: "top_players", input: { by: has(text, SPENDS) ? "spend" : "bookings" } };
  }
  if (has(text, OCCUPANCY_WORD) || (has(text, OCCUPANCY) && has(text, COURTS_OR_HOURS))) {
    return { kind: "tool", tool: "court_occupancy", input: { ...when, focus: occupancyFocus(text) } };
  }
  if (has(text, BOOKINGS) || has(text, NEW_PLAYERS)) {
    return { kind: "tool", tool: "booking_activity", input: { ...when, focus: bookingsFocus(text) } };
  }
  if (has(text, SALES) || has(text, REFUNDS)) return salesPlan(text, period);
  if (has(text, OVERVIEW)) return { kind: "tool", tool: "today_overview", input: {} };
  // Two periods set against each other and nothing else said: the sales, as the reports compare them.
  if (period?.compare && !leftover) return { kind: "tool", tool: "compare_sales", input: when };
  return { kind: "unknown" };
}

/** The words every rule above reads: taken out of a question, what is left is a name. */
export const PLAN_VOCABULARY = [
  ...["vendimos", "vendio", "vendieron", "venta", "ventas", "ingresos", "facturamos", "recaudamos"],
  ...["devoluciones", "devolvimos", "efectivo", "debito", "credito", "transferencia", "webpay", "linea"],
  ...["online", "tarjeta", "medio", "medios", "pago", "pagos", "origen", "recepcion", "punto"],
  ...["agotarse", "agotar", "agotados", "agotando", "acabarse", "critico", "reponer", "stock", "quedan"],
  ...["queda", "tenemos", "inventario", "existencias", "productos", "producto", "vendido", "vendidos"],
  ...["unidades", "cantidad", "pendientes", "pendiente", "cobrar", "ordenes", "pedidos", "cuentas"],
  ...["caja", "cajas", "cuadro", "cuadra", "cuadraron", "descuadre", "arqueo", "cierre", "cierres"],
  ...["diferencia", "diferencias", "sobro", "falto", "ocupacion", "ocupadas", "ocupada", "vacias"],
  ...["vacia", "libres", "libre", "muertas", "horas", "hora", "horarios", "horario", "canchas"],
  ...["cancha", "reservas", "reserva", "cancelaciones", "jugador", "jugadores", "clientes", "juega"],
  ...["juegan", "gasta", "gastan", "mejores", "resumen", "vamos", "estamos", "semana", "quien"],
  ...["hicimos", "hizo", "hicieron", "lucas", "luca", "plata", "entro", "entraron", "recaudamos", "cobramos"],
  ...["reparten", "reparte", "repartieron", "separadas", "desglose", "nuevos", "llegaron", "tuvieron"],
  ...["cancelaciones", "canceladas", "cancelaron", "inasistencias", "vinieron", "presentaron", "peak"],
  ...["cuadraron", "descuadraron", "faltaron", "sobraron", "muertas", "flojas", "llenas", "punta"],
  // The verbs of a change: known, so a typo fixer never turns "cierra" into "cierre".
  ...["anula", "anular", "borra", "borrar", "elimina", "eliminar", "cambia", "cambiar", "modifica"],
  ...["modificar", "actualiza", "actualizar", "agrega", "agregar", "cancela", "cancelar", "registra"],
  ...["registrar", "devuelve", "devolver", "reembolsa", "cierra", "cerrar", "abre", "abrir", "descuenta"],
  ...["llevamos", "lleva", "llevan", "total", "totales", "suma", "suman", "monto", "cerro", "cerraron"],
  ...["ignora", "ignorar", "olvida", "olvidar", "instrucciones", "reglas", "club", "clubes", "vs"],
];
