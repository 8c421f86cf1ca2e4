import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCashRegister } from "@tabler/icons-react";
import { ListPagination } from "../../../components/list-pagination";
import { useLatestSearchParams } from "../../../lib/latest-search-params";
import { useScreenTitle } from "../../../lib/screen-title";
import { useRegisterRecordPage } from "../api/get-register-records";
import { RecordsCardList, RecordsTable } from "../components/records-table";

const PHONE_QUERY = "(max-width: 48em)";
const PAGE_PARAM = "pagina";

function usePageParam() {
  const [params, setParams] = useLatestSearchParams();
  const page = Number(params.get(PAGE_PARAM));
  const setPage = (next: number) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      if (next > 1) url.set(PAGE_PARAM, String(next));
      else url.delete(PAGE_PARAM);
      return url;
    });
  return [Number.isInteger(page) && page > 0 ? page : 1, setPage] as const;
}

/** /admin/historial-cajas: the club's register sessions, newest first. */
export function RegisterHistoryPage() {
  useScreenTitle("Cajas");
  const [page, setPage] = usePageParam();
  const records = useRegisterRecordPage(page);
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = records.data?.cash_register_records;
  return (
    <Stack gap="lg">
      <Title order={2}>Historial de cajas</Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          {records.error && (
            <Alert color="red" title="No se pudo cargar el historial">
              {records.error.message}
            </Alert>
          )}
          {rows?.length === 0 ? (
            <Stack align="center" gap="xs" py="xl">
              <IconCashRegister size={40} stroke={1.5} aria-hidden />
              <Text fw={500}>Aún no se ha abierto ninguna caja.</Text>
            </Stack>
          ) : phone ? (
            <RecordsCardList records={rows} />
          ) : (
            <RecordsTable records={rows} loading={records.isFetching} />
          )}
          <ListPagination info={records.data?.pagination} onChange={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
