-- The player site may show the time since sign-in in its header: off unless the brand turns it on.
ALTER TABLE "merchants" ADD COLUMN "show_session_clock" boolean DEFAULT false NOT NULL;
