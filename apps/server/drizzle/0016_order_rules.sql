-- slot reserved; replaced by the module that owns it
SELECT 1;
