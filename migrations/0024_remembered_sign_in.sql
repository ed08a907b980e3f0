-- 'Recordarme' ticked at the password is kept on a sign-in still owing its second step, so the full session
-- it becomes lasts as the person asked (it was always the short one).
ALTER TABLE "sessions" ADD COLUMN "is_remembered" boolean DEFAULT false NOT NULL;