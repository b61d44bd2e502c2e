// drizzle schema: every table of the three spec parts (filled in by the foundation issue).
export {};
