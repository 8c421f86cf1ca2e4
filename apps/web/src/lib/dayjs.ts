import dayjs from "dayjs";
import "dayjs/locale/es";

// Set where dates are shown rather than at start-up, so pages without dates do not load it.
dayjs.locale("es");

export { dayjs };
