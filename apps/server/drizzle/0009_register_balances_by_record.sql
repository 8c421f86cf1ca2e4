-- Closings before balances were taken from the record's own payments stored the expected drawer
-- (opening + cash sales, and there were no sales: the opening itself) as the cash balance, and counted
-- the opening in the total. Closings now store cash sales only and leave the opening out of the total.
-- Those older rows are exactly the closed ones whose cash balance equals a non-zero opening amount.
UPDATE "cash_register_records"
SET "close_cash_balance" = 0,
    "close_total_balance" = "close_total_balance" - "open_cash_user_amount"
WHERE "closed_at" IS NOT NULL
  AND "open_cash_user_amount" <> 0
  AND "close_cash_balance" = "open_cash_user_amount"
  AND "close_cash_backend_balance" = 0;
