-- The sandbox provider's second game, Hi-Lo dice (decision 0106).

-- A provider session is for the game it was launched for: a round of another game on it is refused.
-- Sessions open before this change were all the slot's.
ALTER TABLE game_sandbox_sessions ADD COLUMN game text NOT NULL DEFAULT 'slot';
ALTER TABLE game_sandbox_sessions ALTER COLUMN game DROP DEFAULT;

-- The site lists it beside the slot (only if an operator has not listed it already).
UPDATE play_providers
SET games = games || '[{"code": "hilo", "name": "ไฮโล", "image": "/games/sandbox/hilo.svg"}]'::jsonb,
    updated_at = now()
WHERE code = 'sandbox' AND NOT games @> '[{"code": "hilo"}]'::jsonb;
