-- placeholder: replaced by the module's own SQL
SELECT 1;
