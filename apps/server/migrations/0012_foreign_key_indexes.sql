CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_memory_idx" ON "comments" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "feedback_given_memory_idx" ON "feedback_given" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "connections_memory_fk_idx" ON "connections" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "connections_requester_idx" ON "connections" USING btree ("requester_id");