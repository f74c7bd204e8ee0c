-- Users, sessions and sub-accounts (issue 6) needed no schema change: this slot stays a no-op.
SELECT 1;
