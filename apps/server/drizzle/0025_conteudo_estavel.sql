-- The content functions of the hash chain declared STABLE, as what they call is: extract(epoch
-- FROM timestamptz) and jsonb_build_array are STABLE. Declared IMMUTABLE, PostgreSQL refused to
-- inline them (a body more volatile than its declaration), so the seal at every commit called
-- each as a SQL function of its own, planned again on each call: 63 µs of a seal's 0.51 ms
-- (docs/performance-notes.md, "The seal's content inlined"). Same text, same hashes.
ALTER FUNCTION conteudo_eventos(eventos) STABLE;--> statement-breakpoint
ALTER FUNCTION conteudo_movimentos(movimentos) STABLE;
