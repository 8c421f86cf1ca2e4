import {
  cancelStaffBooking,
  createStaffBooking,
  type EndpointInput,
  type EndpointResponse,
  payStaffBooking,
  updateStaffBooking,
} from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useStaffBookingMutation } from "./use-staff-booking-mutation";

export type CreateStaffBookingData = EndpointInput<typeof createStaffBooking>["body"]["data"];
export type UpdateStaffBookingData = EndpointInput<typeof updateStaffBooking>["body"]["data"];
export type CreatedBookings = EndpointResponse<typeof createStaffBooking>;
export type ReceptionPayment = EndpointInput<typeof payStaffBooking>["body"];

export function useCreateStaffBooking() {
  return useStaffBookingMutation((data: CreateStaffBookingData) =>
    apiRequest(createStaffBooking, { body: { data } }),
  );
}

export function useUpdateStaffBooking(id: number) {
  return useStaffBookingMutation((data: UpdateStaffBookingData) =>
    apiRequest(updateStaffBooking, { params: { id }, body: { data } }),
  );
}

export function useCancelStaffBooking(id: number) {
  return useStaffBookingMutation((reason: string) =>
    apiRequest(cancelStaffBooking, { params: { id }, body: { reason } }),
  );
}

export function usePayStaffBooking(id: number) {
  return useStaffBookingMutation((payment: ReceptionPayment) =>
    apiRequest(payStaffBooking, { params: { id }, body: payment }),
  );
}
