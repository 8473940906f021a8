-- Every API request counts a hit here (limits/requestBudget.ts). The counters need not survive a crash (a
-- crash only opens every window afresh), so they skip the write-ahead log: a request's hit then costs no log
-- write and no wait for its flush, the largest share of a small request's time in the database.
ALTER TABLE rate_limits SET UNLOGGED;
