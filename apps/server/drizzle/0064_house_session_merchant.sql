-- The player's brand on a house game window's session, as the platform's `authenticate` answers
-- it: the sportsbook offers a window only the events its own brand entered, so that no brand's
-- house account pays on a book another brand's operators price and settle. Sessions opened before
-- have none and are offered no event until the player launches the game again (a session lasts
-- 12 hours at most); their bets already placed settle as before.
ALTER TABLE "house_sessions" ADD COLUMN IF NOT EXISTS "merchant_id" integer;
