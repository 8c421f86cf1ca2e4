import { getCashRegisterRecords } from "@club/contract";
import { LIST_PAGE_SIZE } from "@club/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { REGISTER_RECORDS_KEY } from "../../../lib/register-record-query";

/** A page of the club's register sessions, newest first. */
export function useRegisterRecordPage(page: number) {
  return useQuery({
    queryKey: [...REGISTER_RECORDS_KEY, "page", page],
    queryFn: () => apiRequest(getCashRegisterRecords, { query: { page, limit: LIST_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
