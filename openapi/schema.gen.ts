/**
 * Generated from openapi/openapi.yaml by scripts/api-generate.mjs (openapi-typescript). Do not edit:
 * change the document and run `npm run api:generate`.
 */

export interface paths {
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in member's profile
         * @description Returns the profile of the member the bearer token belongs to (spec §7 "GET /api/auth —
         *     profile (bearer)"). The app calls it on load with the stored access token and, on 401,
         *     refreshes via the refresh token (spec §4). `auth.groups` carries the permission groups as
         *     `[id, name]` pairs; the group "Consumers" gates the profile routes (spec §2, §6).
         */
        get: operations["getAuthProfile"];
        /**
         * Update the signed-in member's profile
         * @description Edits the profile and optionally changes the password (spec §7 PUT /api/auth, §5 Profile):
         *     tagline at most 50 characters; when `update_password` is given, `current_password` is
         *     required and `update_password` must equal `confirm_password`; e-mail is read-only.
         *     Errors (spec §8): taken username, wrong current password.
         *     Not shown in the spec; chosen: every field optional (partial update), answering the updated
         *     Profile with 200, and field errors with 400.
         */
        put: operations["updateAuthProfile"];
        post?: never;
        /**
         * Delete the signed-in member's account
         * @description Deletes the account and all its data; the e-mail cannot be reused to register again
         *     (spec §1). Success is 205 Reset Content with no body (spec §7); the client then clears
         *     tokens and user (spec §4). A failure returns data plus status (spec §8).
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username and password
         * @description Exchanges credentials for an access and a refresh token (spec §7 "credentials; returns
         *     access and refresh"); the client stores both in local storage (spec §3).
         *     A failure answers 401 `{ detail }`; when the detail is "Two-factor authentication not
         *     completed. Please verify your account." the client shows the not-verified message and
         *     goes to /verification after 5 seconds (spec §4, §8).
         *     Not shown in the spec; chosen: the SimpleJWT `TokenObtainPairView` shapes.
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the access token
         * @description Exchanges the refresh token for a new access token (spec §4 "Profile fetch tries the access
         *     token, otherwise refreshes via the refresh token"). A failed refresh clears tokens and user.
         *     Not shown in the spec; chosen: SimpleJWT `TokenRefreshView` with rotation — the answer
         *     carries a new `refresh` too and the old one is blacklisted, so concurrent clients must
         *     share one in-flight refresh. An invalid or expired token answers 401
         *     `{ detail, code: "token_not_valid" }`.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session (spec §7, success 205 with no body); the client clears tokens and user
         *     and shows "Logout successful, see you soon!" (spec §4, §8).
         *     Not shown in the spec; chosen: the body carries the refresh token, which the server
         *     blacklists (SimpleJWT `TokenBlacklistView` style).
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new member
         * @description Creates an unverified account and sends an activation e-mail; success is 200 (spec §7).
         *     The user stays unauthenticated, pending verification, and the client goes to
         *     /verification (spec §4). Payload defaults (spec §5): empty names, null date_of_birth,
         *     timezone GB, language EN, `wants_email_marketing` the inverse of the no-marketing choice;
         *     `referral_id` is sent only when non-empty.
         *     Not shown in the spec; chosen: the answer is `{ message }`; failures answer 400 with field
         *     errors (e.g. `username: ["This username is already taken!"]`).
         */
        post: operations["registerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register/check-1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check step 1 of the sign-up wizard (e-mail and password)
         * @description Server check of the e-mail and password of sign-up step 1 (spec §5): the client shows the
         *     server's message, or "Password is not strong enough". Errors use a `detail` field
         *     (spec §8).
         *     Not shown in the spec; chosen: 200 `{ detail }` when the step passes; 400 `{ detail }` or
         *     field errors when it does not.
         */
        post: operations["checkRegistrationCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register/check-2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check step 2 of the sign-up wizard (username)
         * @description Server check that the username is non-empty and free (spec §5 step 2); the client shows the
         *     server's message, e.g. "This username is already taken!" (spec §8).
         *     Not shown in the spec; chosen: 200 `{ detail }` when free; 400 `{ detail }` or field errors.
         */
        post: operations["checkRegistrationUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend the verification e-mail
         * @description Sends the activation e-mail again (spec §7, success 200; screen /verification). The client
         *     requires the e-mail (email_required) and reports verification_email_sent or
         *     verification_email_sent_error (spec §5, §8).
         *     Not shown in the spec; chosen: the answer is `{ message }`.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verification/confirm/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm a member's e-mail address
         * @description Called on load of /verification/confirm/{profileId} with the optional referral_id
         *     (spec §2). "If no user results: failure" — otherwise success and a link to /login.
         *     Confirmation sets the user but leaves the client unauthenticated (spec §4).
         *     Not shown in the spec; chosen: 200 `{ message, user }` where `user` is the verified Profile,
         *     or null when the link produced no user; 404 `{ detail }` when the profile is unknown.
         */
        get: operations["confirmVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a friend by e-mail
         * @description Sends a referral invitation to an e-mail address (spec §7 "POST /api/auth/referral —
         *     email"). The invitee's sign-up link carries `referral_id`.
         *     Not shown in the spec; chosen: signed-in members only; answer `{ message }`.
         */
        post: operations["sendReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an API key
         * @description Returns an API key for the signed-in member (spec §7 "returns key").
         *     Not shown in the spec; chosen: no request body; one key per member, kept until the account
         *     is deleted: 201 `{ key }` the first time (a new key was created), 200 `{ key }` with the
         *     same key on every later call. Any signed-in member may have one (no 403).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/contact/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact message
         * @description Visitors and members send a message to the team (spec §6 "send a contact message",
         *     §7 "email, subject, message"). The path keeps the spec's trailing slash.
         *     Not shown in the spec; chosen: answer `{ message }`.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-my-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password-recovery e-mail
         * @description Sends a recovery link to the e-mail address (spec §7, success 200; screen
         *     /forgot-my-password). The client reports password_recovery_email_sent or
         *     password_recovery_email_error (spec §8).
         *     Not shown in the spec; chosen: the answer is `{ message }`.
         */
        post: operations["requestPasswordRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-my-password/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a password-recovery link
         * @description Called on load of /forgot-my-password/recovery with the link's `profile` and `session`
         *     (spec §2): valid shows the new-password form, invalid the link-expired message.
         *     Not shown in the spec; chosen: 200 `{ valid: true }` when the link is usable; 400
         *     `{ detail }` when it has expired or was used; 404 `{ detail }` for an unknown profile.
         */
        get: operations["verifyPasswordRecoveryLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-my-password/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password from a recovery link
         * @description Sets the new password (spec §7 "profile, new_password, confirm_password, session; response
         *     status and optional message"). Success moves to /login (spec §2); the client shows the
         *     server's message key, else password_recovery_error (spec §8).
         *     Not shown in the spec; chosen: 200 `{ status: "success", message? }`; failures use the
         *     document's common 400 body (`ValidationError`): `{ message }` for an expired or used link,
         *     `{ message, confirm_password: [...] }` when the passwords differ.
         */
        post: operations["recoverPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/login/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a Google access token
         * @description Exchanges the Google access token for a session (spec §4 "with an access token, a social
         *     login runs, then the returned key is stored, then the user is loaded"). The spec gives two
         *     readings of the answer (§7: access and refresh; another reading: `key`); chosen: the same
         *     `{ access, refresh }` pair as POST /api/auth/login, because every other call authenticates
         *     with that bearer access token and renews it with the refresh token. A refused Google token
         *     answers 400 `{ non_field_errors: [message] }`; the client shows the first message (spec §8).
         */
        post: operations["logInWithGoogleToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/login/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a Google sign-in callback
         * @description Same exchange as the token call, reached from the provider's callback (spec §7 lists both
         *     paths with payload `token`): 200 `{ access, refresh }`, or 400 `{ non_field_errors }` for a
         *     refused token.
         */
        post: operations["handleGoogleLoginCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/board/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a board to the member's profile
         * @description Adds the board to the member's `saved_boards` (spec §7; board save toggles saved/unsaved,
         *     §4). Visitors must log in to save a board (spec §6, §8).
         *     Not shown in the spec; chosen: answer `{ id, saved: true, saved_boards }`.
         */
        put: operations["saveBoard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/board/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remove a board from the member's saved boards
         * @description Removes the board from `saved_boards` (spec §7; the other half of the save toggle, §4).
         *     Not shown in the spec; chosen: answer `{ id, saved: false, saved_boards }`.
         */
        put: operations["removeSavedBoard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search member profiles
         * @description Paged, searchable list of members for /profiles and /profile/{profile_id} (spec §2, §7
         *     "page, query, profile"); signed-in members only (spec §6). `profile` narrows the result to
         *     one member.
         *     Not shown in the spec; chosen: items are the public ProfileSummary (no e-mail, birth date,
         *     consents or permission groups); paged envelope of 12; only verified members are listed.
         *     With `profile`, an unknown or unverified member answers 404 `{ detail }` (the
         *     /profile/{profile_id} screen shows its not-found page).
         */
        get: operations["searchProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/venue/location/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Toggle a venue location as favourite
         * @description Marks or unmarks a venue location as the member's favourite (spec §1, §7 "id").
         *     Not shown in the spec; chosen: a toggle answering `{ id, is_favourite, favourite_locations }`.
         */
        put: operations["toggleFavouriteLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Join or leave an interest group
         * @description Joins the group, or leaves it when already a member (spec §1 "join interest groups",
         *     §7 "id"). Visitors are told to log in (spec §6).
         *     Not shown in the spec; chosen: a toggle answering `{ id, is_member, num_members, groups }`
         *     where `groups` is the member's updated list of joined group ids.
         */
        put: operations["toggleGroupMembership"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activity log entries
         * @description Paged activity log filtered by a date range (spec §3 "Log entries (page, dateRange)",
         *     §7); signed-in members only (spec §6 "log").
         *     Not shown in the spec; chosen: entries `{ id, category, message, url, created_by,
         *     created_by_ref, created_date }`, newest first, in the paged envelope of 12.
         */
        get: operations["listLogEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log/insights/reviewer/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the reviewer insights overview
         * @description Summary figures for reviewers (spec §3 "reviewer insights", §7). The role requirement is
         *     not shown (spec §6).
         *     Not shown in the spec; chosen: only members of the permission group "Reviewers" (a pair
         *     `[id, "Reviewers"]` in `Profile.auth.groups`) read it; any other signed-in member gets 403
         *     `{ detail }`. Counts cover the 30 days up to today; `top_boards` are the five boards with
         *     the most new posts in that period. In the mocks the demo account `critic` is a reviewer and
         *     `filmfan` is not.
         */
        get: operations["getReviewerInsightsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration/tiktok/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete the TikTok integration
         * @description OAuth callback carrying the `code` parameter (spec §1, §7).
         *     Not shown in the spec; chosen: the signed-in member's account is linked and the answer is
         *     `{ platform, connected, message }`; a bad code answers 400.
         */
        get: operations["handleTiktokCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration/instagram/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete the Instagram integration
         * @description OAuth callback carrying the `code` parameter (spec §1, §7).
         *     Not shown in the spec; chosen: same shape as the TikTok callback, `{ platform, connected,
         *     message }`.
         */
        get: operations["handleInstagramCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration/facebook/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete the Facebook integration
         * @description OAuth callback carrying the `code` parameter (spec §1, §7).
         *     Not shown in the spec; chosen: same shape as the TikTok callback, `{ platform, connected,
         *     message }`.
         */
        get: operations["handleFacebookCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/top-voted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the top-voted posts
         * @description The /top discussion feed (spec §2, §7 "?page&query"), paginated with load more (spec §4).
         *     Readable by visitors; when a bearer token is sent, `votes.has_upvoted` is personalised
         *     (optional auth). Not shown in the spec; chosen: ordered by upvotes, pages of 12.
         */
        get: operations["listTopVotedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/trending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trending posts
         * @description The /trending discussion feed (spec §2, §7 "?page&query"). Readable by visitors;
         *     personalised `votes.has_upvoted` with a bearer token (optional auth).
         *     Not shown in the spec; chosen: ordered by recent activity, pages of 12.
         */
        get: operations["listTrendingPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the newest posts
         * @description The /new discussion feed (spec §2, §7 "?page&query"), newest first. Readable by visitors;
         *     personalised `votes.has_upvoted` with a bearer token (optional auth). Pages of 12.
         */
        get: operations["listNewPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/visual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts with images
         * @description The /grid feed of image-only posts (spec §2, §7 "?page&query"). Readable by visitors;
         *     personalised with a bearer token (optional auth).
         *     Not shown in the spec; chosen: only posts whose `image` is not null, newest first, pages of 12.
         */
        get: operations["listVisualPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/slug/{postSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a post by its slug
         * @description The post of /post/{post_slug} (spec §2); the screen shows 404 text when it is missing.
         *     Readable by visitors; personalised with a bearer token (optional auth).
         *     Not shown in the spec; chosen: 404 `{ detail: "Not found." }` for an unknown slug.
         */
        get: operations["getPostBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/profile/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's posts
         * @description The posts tab of a profile, with load more (spec §2 "Own profile", §7 "?page").
         *     Not shown in the spec; chosen: readable by visitors (optional auth personalises votes),
         *     newest first, pages of 12; 404 when the profile is unknown.
         */
        get: operations["listPostsByProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search posts
         * @description Free-text post search used by the search-posts modal and profile pages (spec §7
         *     "?page&query&profile"); the client trims and collapses spaces and omits an empty query
         *     (spec §5). `profile` narrows to one author. Readable by visitors (optional auth).
         */
        get: operations["searchPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post/group/slug/{groupSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a group's posts
         * @description Posts of the group page /group/{group_slug} (spec §2, §7 "?page&query"). Readable by
         *     visitors (optional auth). Not shown in the spec; chosen: 404 when the group is unknown.
         */
        get: operations["listPostsByGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a post
         * @description Edits the member's own post (spec §6: edit only own posts) and expects 200 (spec §7). The
         *     payload adds `id`; title non-empty; update sends the existing board ids (spec §5, §7).
         *     Not shown in the spec; chosen: answer the updated Post; 403 when the member is not the
         *     author; 404 when the post is unknown.
         */
        put: operations["updatePost"];
        /**
         * Create a post or a question
         * @description Creates a post (title, body, image, group, boards, status) and expects 201 (spec §7).
         *     Login required; title non-empty (missing_title_post); body non-empty when `type` is post
         *     (missing_body_post), questions need no body; at most 1 image (spec §5). Status "A" is sent
         *     on creation (spec §4). On create, `boards` is an empty list (spec §7). The new post is added
         *     at the top of lists (spec §4).
         *     Not shown in the spec; chosen: answer the created Post; 400 field errors.
         */
        post: operations["createPost"];
        /**
         * Delete a post
         * @description Deletes the member's own post; the body carries only `id` (missing_id_post) and success is
         *     200 (spec §5, §7). The post is removed from lists (spec §4).
         *     Not shown in the spec; chosen: answer `{ id, message }`; 403 when not the author.
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/comment/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a post's comments
         * @description Top-level comments of a post, each with its `children` (replies, one level shown), paged
         *     with load more while `has_next` (spec §3, §4, §7 "?slug&page&comment"). `comment` is the
         *     comment highlighted by /post/{slug}?comment (spec §2). Readable by visitors; personalised
         *     votes with a bearer token (optional auth).
         *     Not shown in the spec; chosen: newest first, 12 top-level comments a page; with `comment`,
         *     page 1 starts with the thread that contains that comment.
         */
        get: operations["listPostComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment
         * @description Edits the member's own comment (spec §6) and expects 200 (spec §7); body non-empty
         *     (missing_body_comment, spec §5).
         *     Not shown in the spec; chosen: answer the updated Comment; 403 when not the author.
         */
        put: operations["updateComment"];
        /**
         * Comment on a post or reply to a comment
         * @description Creates a top-level comment (`parent_comment` null) or a reply, and expects 201 (spec §7).
         *     Login required; status "A" (spec §4). The answer carries `hierarchy` (ancestor ids, root
         *     first) and `show_as_quote`, so the client can add it at the top of the right children
         *     list and increment the post's comment count (spec §4).
         *     Not shown in the spec; chosen: answer the created Comment; 400 field errors.
         */
        post: operations["createComment"];
        /**
         * Delete a comment
         * @description Deletes the member's own comment and its replies; body `{ id }` (missing_id_comment),
         *     expects 200 (spec §5, §7). The post's comment count drops by one plus the replies (spec §4).
         *     Not shown in the spec; chosen: answer `{ id, message }`; 403 when not the author.
         */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reaction/vote/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Vote on a post
         * @description Casts (or withdraws) the member's upvote on a post (spec §7 "id, category"; posts use
         *     Upvote). The client accepts 200 or 205 (spec §4) and replaces the post's votes.
         *     Failure: "I came across an issue casting your vote, please try again." (vote_error).
         *     Not shown in the spec; chosen: the vote toggles. Casting it answers 200 `{ id, votes }` with
         *     the new totals; withdrawing it (voting Upvote again on a post the member has upvoted)
         *     answers 205 Reset Content with no body, after which the client refetches the post's votes.
         */
        put: operations["voteOnPost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reaction/vote/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Vote on a comment
         * @description Casts an Upvote or Downvote on a comment (spec §7); the client accepts 200 (spec §4) and
         *     replaces the comment's votes. Not shown in the spec; chosen: voting the same category again
         *     withdraws the vote; the answer is `{ id, votes }`.
         */
        put: operations["voteOnComment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search interest groups
         * @description Paged group search (spec §7 "?page&query&id&profile"): `id` narrows to one group, `profile`
         *     to the groups a member joined. Readable by visitors (spec §6). Pages of 12.
         */
        get: operations["searchGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List group categories
         * @description The categories (with subcategories) offered by the group and post composer; runs when the
         *     composer is used (spec §7).
         *     Not shown in the spec; chosen: a plain array (not paged) of `{ id, name, subcategories }`;
         *     readable by anyone.
         */
        get: operations["listGroupCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the most popular groups
         * @description Top groups, paged (spec §7 "?page"). Readable by visitors.
         *     Not shown in the spec; chosen: ordered by `num_members`, pages of 12.
         */
        get: operations["listTopGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group/public/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a group (visitor path)
         * @description Group detail for anonymous visitors (spec §6 "Group detail call uses a public path for
         *     anonymous and an auth path for signed-in").
         */
        get: operations["getPublicGroupBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group/auth/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a group (signed-in path)
         * @description Group detail for signed-in members (spec §6).
         *     Not shown in the spec; chosen: the same Group shape as the public path; whether the member
         *     joined is read from Profile.groups.
         */
        get: operations["getGroupBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an interest group
         * @description Edits a group (spec §7 payload with `id`); status "A" is sent on edit (spec §4).
         *     Not shown in the spec; chosen: administrators only (403 otherwise); answer 200 with the
         *     updated Group.
         */
        put: operations["updateGroup"];
        /**
         * Create an interest group
         * @description Creates a group and expects 201 with `slug`; the client then goes to /group/{slug}
         *     (spec §2, §7). Name (missing_name_group) and description (missing_description_group)
         *     non-empty, category required (spec §5); the creator is listed administrator; status "A"
         *     (spec §6).
         *     Not shown in the spec; chosen: answer the created Group.
         */
        post: operations["createGroup"];
        /**
         * Delete an interest group
         * @description Deletes a group (spec §7; the body carries `id`).
         *     Not shown in the spec; chosen: administrators only (403 otherwise); answer 200 `{ id, message }`.
         */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List boards
         * @description The /boards grid with search via `query` and a `filter` parameter (spec §2, §7
         *     "?page&query&filter"). Readable by visitors. Pages of 12.
         */
        get: operations["listBoards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a board by its slug
         * @description The board header of /board/{board_slug} (spec §2): name, featured image, counts and related
         *     (sub) boards. Readable by visitors. Whether the member saved it is read from
         *     Profile.saved_boards.
         */
        get: operations["getBoardBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/post/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a board's posts
         * @description Posts of /board/{board_slug} in a masonry layout with load more (spec §2, §7 "?page").
         *     Readable by visitors; personalised votes with a bearer token (optional auth). Pages of 12.
         */
        get: operations["listBoardPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/playlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List board playlists for the home screen
         * @description The /home view: most popular boards first, then named playlists, with load more (spec §2,
         *     §3 "playlist view is split into most_popular and others", §7 "?page").
         *     Not shown in the spec; chosen: `{ most_popular: { name, boards }, others: Playlist[],
         *     pagination }` where the pagination counts playlists (12 a page) and `most_popular` is the
         *     same on every page.
         */
        get: operations["listBoardPlaylists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the top boards
         * @description The Top Boards side list of a post page (spec §2, §7 "?page&query&filter"). Readable by
         *     visitors. Not shown in the spec; chosen: ordered by `num_posts`, pages of 12.
         */
        get: operations["listTopBoards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the member's notifications
         * @description Notification cards with sender picture and name, a link labelled with the category's second
         *     item, date, dismiss and view (spec §2, §7 "?page"); load more when another page exists.
         *     Signed-in members only (spec §6). Newest first, pages of 12.
         */
        get: operations["listNotifications"];
        /**
         * Dismiss a notification
         * @description Dismisses a notification; expects 200 (spec §7); the client removes it from the list
         *     (spec §4). Not shown in the spec; chosen: answer `{ id, num_notifications }` with the new
         *     unread count for the menu badge.
         */
        put: operations["dismissNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advertisement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List advertisements of a category
         * @description Banner advertisements for the home screen, rotated every 25 seconds (spec §2, §7
         *     "?category=Banner", §9). Readable by visitors.
         *     Not shown in the spec; chosen: not paged — `{ results: Advertisement[] }`.
         */
        get: operations["listAdvertisements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommender/questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List film-finder questionnaires
         * @description The searchable list of /ai/recommender (spec §2, §7 "?page&query"). Readable by visitors.
         *     Pages of 12.
         */
        get: operations["listQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommender/questionnaire/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a questionnaire by its slug
         * @description The questionnaire of /ai/recommender/film-finder/{questionnaire_slug} with its questions
         *     and answers (spec §2, §3); asked one question at a time (spec §4). Readable by visitors.
         */
        get: operations["getQuestionnaireBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommender/questionnaire/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the answers to one question
         * @description Saves the chosen answers (at least one) of one question and expects 201 (spec §4, §5, §7).
         *     Visitors may answer (spec §6): `created_by` is null and `session_id` is a random UUID per
         *     visit (spec §9).
         *     Not shown in the spec; chosen: answer the saved QuestionnaireResponse with its id.
         */
        post: operations["createQuestionnaireResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommender/questionnaire/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get film recommendations for a finished questionnaire
         * @description Requested after the last question; expects 200 (spec §4, §7). The client shows 3
         *     recommendations and reveals up to 6 (spec §9); an empty list means no match.
         *     Not shown in the spec; chosen: answer `{ recommendations: Recommendation[] }`; `question`
         *     and `answers` are optional in this payload.
         */
        post: operations["requestQuestionnaireResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A creation date ready to show, `D Mon YYYY` in English with the day unpadded and the date
         *     taken in UTC (e.g. "14 Mar 2024"). Used only by `Post.created_date` and
         *     `Comment.created_date`, beside their ISO 8601 `created_date_iso` (spec §3 names both); the
         *     client shows it as is and uses the ISO field for the `<time datetime>` attribute.
         * @example 14 Mar 2024
         */
        DisplayDate: string;
        /**
         * @description How GET /api/board and /api/board/top narrow or order boards: `popular` by activity,
         *     `new` newest first, `top-level` only boards without a parent.
         * @example top-level
         * @enum {string}
         */
        BoardFilter: "popular" | "new" | "top-level";
        /**
         * @description Record status. "A" (active) is sent on creation and edit (spec §4); other codes are not shown in the spec.
         * @example A
         * @enum {string}
         */
        Status: "A";
        /**
         * Format: uri-reference
         * @description Address of a stored image (same-origin path or absolute URL), or null when there is none.
         * @example /mock-media/poster/1.svg
         */
        ImageUrl: string | null;
        /**
         * @description An image chosen in the client (spec §3 "Uploaded image"): `source` "processed" carries a
         *     freshly compressed base64 data URL in `data`; "saved" carries the address of an image
         *     already stored, left unchanged. png, jpeg and jpg only (spec §5).
         * @example {
         *       "id": "upload-1",
         *       "source": "processed",
         *       "data": "data:image/png;base64,iVBORw0KGgo="
         *     }
         */
        ImagePayload: {
            /**
             * @description Client-side id of the upload.
             * @example upload-1
             */
            id: string;
            /**
             * @example processed
             * @enum {string}
             */
            source: "processed" | "saved";
            /**
             * @description Base64 data URL (processed) or stored image address (saved).
             * @example data:image/png;base64,iVBORw0KGgo=
             */
            data: string;
        };
        /**
         * @description `[group id, group name]`.
         * @example [
         *       4,
         *       "Midnight Movie Club"
         *     ]
         */
        GroupPair: [
            number,
            string
        ];
        /**
         * @description Pagination block of every paged answer. Pages start at 1 and hold at most 12 items.
         * @example {
         *       "has_previous": false,
         *       "has_next": true,
         *       "current_page": 1,
         *       "total_pages": 3,
         *       "total_objects": 31
         *     }
         */
        Pagination: {
            has_previous: boolean;
            has_next: boolean;
            current_page: number;
            total_pages: number;
            total_objects: number;
        };
        /**
         * @description DRF / SimpleJWT error body. `code` is "token_not_valid" for rejected tokens.
         * @example {
         *       "detail": "Two-factor authentication not completed. Please verify your account."
         *     }
         */
        ErrorDetail: {
            detail: string;
            code?: string;
        };
        /**
         * @description Django-REST-style validation error: each invalid field maps to a list of messages;
         *     `non_field_errors` holds errors not tied to a field; some views add a top-level `message`
         *     (or `status`) instead.
         * @example {
         *       "username": [
         *         "This username is already taken!"
         *       ]
         *     }
         */
        ValidationError: {
            non_field_errors?: string[];
            message?: string;
            status?: string;
        } & {
            [key: string]: string[] | string;
        };
        /**
         * @example {
         *       "message": "Account created! Check your email to verify."
         *     }
         */
        MessageResponse: {
            message: string;
        };
        /**
         * @example {
         *       "detail": "Username is available."
         *     }
         */
        DetailResponse: {
            detail: string;
        };
        /**
         * @example {
         *       "key": "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b"
         *     }
         */
        KeyResponse: {
            key: string;
        };
        /**
         * @example {
         *       "id": 101,
         *       "message": "Post deleted."
         *     }
         */
        DeleteResult: {
            id: number;
            message: string;
        };
        /**
         * @description SimpleJWT token pair.
         * @example {
         *       "access": "eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIiwidXNlcl9pZCI6MTJ9.c2lnbmF0dXJl",
         *       "refresh": "eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCIsInVzZXJfaWQiOjEyfQ.c2lnbmF0dXJl"
         *     }
         */
        TokenPair: {
            access: string;
            refresh: string;
        };
        /**
         * @example {
         *       "username": "reelrachel",
         *       "password": "Popcorn-and-Noir-1944"
         *     }
         */
        LoginRequest: {
            username: string;
            /** Format: password */
            password: string;
        };
        /**
         * @example {
         *       "refresh": "eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCIsInVzZXJfaWQiOjEyfQ.c2lnbmF0dXJl"
         *     }
         */
        RefreshRequest: {
            refresh: string;
        };
        /**
         * @description Registration payload (spec §3 Forms, §5 defaults). `referral_id` travels as a query parameter.
         * @example {
         *       "username": "reelrachel",
         *       "email": "rachel@example.com",
         *       "password": "Popcorn-and-Noir-1944",
         *       "confirm_password": "Popcorn-and-Noir-1944",
         *       "first_name": "",
         *       "last_name": "",
         *       "date_of_birth": null,
         *       "timezone": "GB",
         *       "language": "EN",
         *       "over_18": true,
         *       "agree_terms": true,
         *       "wants_email_marketing": false
         *     }
         */
        RegisterRequest: {
            username: string;
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
            /** Format: password */
            confirm_password: string;
            /** @default  */
            first_name: string;
            /** @default  */
            last_name: string;
            /**
             * Format: date
             * @default null
             */
            date_of_birth: string | null;
            /** @default GB */
            timezone: string;
            /** @default EN */
            language: string;
            /** @description Must be true (minimum age 18). */
            over_18: boolean;
            /** @description Must be true. */
            agree_terms: boolean;
            /** @description Inverse of the "no e-mail marketing" choice. */
            wants_email_marketing: boolean;
        };
        /**
         * @example {
         *       "email": "rachel@example.com",
         *       "password": "Popcorn-and-Noir-1944",
         *       "confirm_password": "Popcorn-and-Noir-1944"
         *     }
         */
        RegistrationCheck1Request: {
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
            /** Format: password */
            confirm_password: string;
        };
        /**
         * @example {
         *       "username": "reelrachel"
         *     }
         */
        RegistrationCheck2Request: {
            username: string;
        };
        /**
         * @example {
         *       "email": "rachel@example.com"
         *     }
         */
        EmailRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * @example {
         *       "email": "rachel@example.com",
         *       "subject": "Board suggestion",
         *       "message": "Could we have a board for Italian giallo films?"
         *     }
         */
        ContactRequest: {
            /** Format: email */
            email: string;
            subject: string;
            message: string;
        };
        /**
         * @example {
         *       "message": "Your email address is verified.",
         *       "user": null
         *     }
         */
        VerificationConfirmResponse: {
            message: string;
            /** @description The verified member, or null when the link produced no user (failure). */
            user: components["schemas"]["Profile"] | null;
        };
        /**
         * @example {
         *       "valid": true
         *     }
         */
        RecoveryLinkStatus: {
            valid: boolean;
        };
        /**
         * @example {
         *       "profile": 12,
         *       "new_password": "Rear-Window-1954",
         *       "confirm_password": "Rear-Window-1954",
         *       "session": "9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d"
         *     }
         */
        PasswordRecoverRequest: {
            profile: number;
            /** Format: password */
            new_password: string;
            /** Format: password */
            confirm_password: string;
            session: string;
        };
        /**
         * @example {
         *       "status": "success",
         *       "message": "password_recovery_success"
         *     }
         */
        RecoverResult: {
            /** @description "success" when the password was changed. */
            status: string;
            /** @description Optional message (or message key) to show. */
            message?: string;
        };
        /**
         * @example {
         *       "token": "ya29.a0AfH6SMBexampleGoogleAccessToken"
         *     }
         */
        SocialLoginRequest: {
            /** @description The Google access token. */
            token: string;
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "Horror Classics",
         *       "slug": "horror-classics",
         *       "featured_image": "/mock-media/board/1.svg"
         *     }
         */
        SavedBoard: {
            id: number;
            name: string;
            slug: string;
            featured_image: components["schemas"]["ImageUrl"];
        };
        /**
         * @description Permission groups of the member (spec §3 user.auth.groups).
         * @example {
         *       "groups": [
         *         [
         *           1,
         *           "Consumers"
         *         ]
         *       ]
         *     }
         */
        PermissionGroups: {
            /** @description `[id, name]` pairs; the second item is the group name, e.g. "Consumers". */
            groups: [
                number,
                string
            ][];
        };
        /**
         * @description The signed-in member (spec §3 Profile). `groups` lists the ids of joined interest groups;
         *     `auth.groups` the permission groups as `[id, name]` pairs.
         * @example {
         *       "id": 12,
         *       "first_name": "Rachel",
         *       "last_name": "Moreau",
         *       "date_of_birth": "1991-04-17",
         *       "email": "rachel@example.com",
         *       "username": "reelrachel",
         *       "profile_picture": "/mock-media/avatar/12.svg",
         *       "cover_picture": "/mock-media/cover/12.svg",
         *       "tagline": "Midnight movies and slow cinema",
         *       "bio": "I rewatch The Thing every winter and argue about Tarkovsky the rest of the year.",
         *       "timezone": "GB",
         *       "language": "EN",
         *       "agree_terms": true,
         *       "over_18": true,
         *       "wants_email_marketing": false,
         *       "is_verified": true,
         *       "num_notifications": 3,
         *       "num_posts": 14,
         *       "num_comments": 58,
         *       "num_upvotes": 212,
         *       "created_date": "2023-09-02T18:24:00Z",
         *       "groups": [
         *         2,
         *         4
         *       ],
         *       "saved_boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "featured_image": "/mock-media/board/1.svg"
         *         },
         *         {
         *           "id": 3,
         *           "name": "Slow Cinema",
         *           "slug": "slow-cinema",
         *           "featured_image": "/mock-media/board/3.svg"
         *         }
         *       ],
         *       "favourite_locations": [
         *         3
         *       ],
         *       "auth": {
         *         "groups": [
         *           [
         *             1,
         *             "Consumers"
         *           ]
         *         ]
         *       }
         *     }
         */
        Profile: {
            id: number;
            first_name: string;
            last_name: string;
            /** Format: date */
            date_of_birth: string | null;
            /** Format: email */
            email: string;
            username: string;
            profile_picture: components["schemas"]["ImageUrl"];
            cover_picture: components["schemas"]["ImageUrl"];
            tagline: string;
            bio: string;
            timezone: string;
            language: string;
            agree_terms: boolean;
            over_18: boolean;
            wants_email_marketing: boolean;
            is_verified: boolean;
            num_notifications: number;
            num_posts: number;
            num_comments: number;
            num_upvotes: number;
            /** Format: date-time */
            created_date: string;
            /** @description Ids of the interest groups the member joined. */
            groups: number[];
            saved_boards: components["schemas"]["SavedBoard"][];
            /** @description Ids of favourite venue locations. */
            favourite_locations: number[];
            auth: components["schemas"]["PermissionGroups"];
        };
        /**
         * @description A member as other members see them (profiles page, /profile/{profile_id}).
         *     Not shown in the spec; chosen: the public subset of Profile — no e-mail, birth date,
         *     consents, notification count or permission groups.
         * @example {
         *       "id": 12,
         *       "first_name": "Rachel",
         *       "last_name": "Moreau",
         *       "username": "reelrachel",
         *       "profile_picture": "/mock-media/avatar/12.svg",
         *       "cover_picture": "/mock-media/cover/12.svg",
         *       "tagline": "Midnight movies and slow cinema",
         *       "bio": "I rewatch The Thing every winter and argue about Tarkovsky the rest of the year.",
         *       "num_posts": 14,
         *       "num_comments": 58,
         *       "num_upvotes": 212,
         *       "created_date": "2023-09-02T18:24:00Z",
         *       "groups": [
         *         2,
         *         4
         *       ],
         *       "saved_boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "featured_image": "/mock-media/board/1.svg"
         *         }
         *       ]
         *     }
         */
        ProfileSummary: {
            id: number;
            first_name: string;
            last_name: string;
            username: string;
            profile_picture: components["schemas"]["ImageUrl"];
            cover_picture: components["schemas"]["ImageUrl"];
            tagline: string;
            bio: string;
            num_posts: number;
            num_comments: number;
            num_upvotes: number;
            /** Format: date-time */
            created_date: string;
            groups: number[];
            saved_boards: components["schemas"]["SavedBoard"][];
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 12,
         *           "first_name": "Rachel",
         *           "last_name": "Moreau",
         *           "username": "reelrachel",
         *           "profile_picture": "/mock-media/avatar/12.svg",
         *           "cover_picture": "/mock-media/cover/12.svg",
         *           "tagline": "Midnight movies and slow cinema",
         *           "bio": "I rewatch The Thing every winter and argue about Tarkovsky the rest of the year.",
         *           "num_posts": 14,
         *           "num_comments": 58,
         *           "num_upvotes": 212,
         *           "created_date": "2023-09-02T18:24:00Z",
         *           "groups": [
         *             2,
         *             4
         *           ],
         *           "saved_boards": [
         *             {
         *               "id": 1,
         *               "name": "Horror Classics",
         *               "slug": "horror-classics",
         *               "featured_image": "/mock-media/board/1.svg"
         *             }
         *           ]
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        ProfilePage: {
            results: components["schemas"]["ProfileSummary"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Profile edit (spec §7 PUT /api/auth, §5). All fields optional. `email` is read-only: the
         *     server ignores a changed value. Changing the password needs `current_password`, and
         *     `update_password` equal to `confirm_password`.
         * @example {
         *       "first_name": "Rachel",
         *       "last_name": "Moreau",
         *       "username": "reelrachel",
         *       "tagline": "Midnight movies and slow cinema",
         *       "bio": "Giallo, noir and anything by Agnès Varda.",
         *       "date_of_birth": "1991-04-17"
         *     }
         */
        ProfileUpdateRequest: {
            first_name?: string;
            last_name?: string;
            /** Format: email */
            readonly email?: string;
            username?: string;
            /** Format: password */
            current_password?: string;
            /** Format: password */
            update_password?: string;
            /** Format: password */
            confirm_password?: string;
            /** Format: date */
            date_of_birth?: string | null;
            profile_picture?: components["schemas"]["ImagePayload"] | null;
            cover_picture?: components["schemas"]["ImagePayload"] | null;
            tagline?: string;
            bio?: string;
        };
        /**
         * @example {
         *       "id": 101
         *     }
         */
        IdRequest: {
            id: number;
        };
        /**
         * @example {
         *       "id": 1,
         *       "saved": true,
         *       "saved_boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "featured_image": "/mock-media/board/1.svg"
         *         }
         *       ]
         *     }
         */
        SavedBoardsResult: {
            /** @description The board id. */
            id: number;
            saved: boolean;
            saved_boards: components["schemas"]["SavedBoard"][];
        };
        /**
         * @example {
         *       "id": 7,
         *       "is_favourite": true,
         *       "favourite_locations": [
         *         3,
         *         7
         *       ]
         *     }
         */
        FavouriteLocationResult: {
            id: number;
            is_favourite: boolean;
            favourite_locations: number[];
        };
        /**
         * @example {
         *       "id": 4,
         *       "is_member": true,
         *       "num_members": 1289,
         *       "groups": [
         *         2,
         *         4
         *       ]
         *     }
         */
        MembershipResult: {
            /** @description The group id. */
            id: number;
            is_member: boolean;
            num_members: number;
            /** @description The member's joined group ids after the change. */
            groups: number[];
        };
        /**
         * @description Not shown in the spec; chosen: a DRF-style activity record.
         * @example {
         *       "id": 3301,
         *       "category": "post_created",
         *       "message": "reelrachel posted \"The Thing (1982) is still the best practical-effects film\"",
         *       "url": "/post/the-thing-1982-still-the-best-practical-effects",
         *       "created_by": 12,
         *       "created_by_ref": "reelrachel",
         *       "created_date": "2024-03-14T21:05:00Z"
         *     }
         */
        LogEntry: {
            id: number;
            /** @description Kind of activity, e.g. post_created, comment_created, vote. */
            category: string;
            message: string;
            /** Format: uri-reference */
            url: string | null;
            created_by: number | null;
            created_by_ref: string;
            /** Format: date-time */
            created_date: string;
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 3301,
         *           "category": "post_created",
         *           "message": "reelrachel posted \"The Thing (1982) is still the best practical-effects film\"",
         *           "url": "/post/the-thing-1982-still-the-best-practical-effects",
         *           "created_by": 12,
         *           "created_by_ref": "reelrachel",
         *           "created_date": "2024-03-14T21:05:00Z"
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        LogEntryPage: {
            results: components["schemas"]["LogEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Not shown in the spec; chosen: counts over the last 30 days and the most active boards.
         * @example {
         *       "period_start": "2024-02-14",
         *       "period_end": "2024-03-14",
         *       "num_posts": 182,
         *       "num_comments": 1240,
         *       "num_upvotes": 5310,
         *       "num_new_members": 57,
         *       "top_boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "num_posts": 41
         *         }
         *       ]
         *     }
         */
        ReviewerInsights: {
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            num_posts: number;
            num_comments: number;
            num_upvotes: number;
            num_new_members: number;
            top_boards: components["schemas"]["BoardActivity"][];
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "Horror Classics",
         *       "slug": "horror-classics",
         *       "num_posts": 41
         *     }
         */
        BoardActivity: {
            id: number;
            name: string;
            slug: string;
            num_posts: number;
        };
        /**
         * @description Not shown in the spec; chosen: which platform was linked and a message.
         * @example {
         *       "platform": "tiktok",
         *       "connected": true,
         *       "message": "Your account is now connected."
         *     }
         */
        IntegrationResult: {
            /** @enum {string} */
            platform: "tiktok" | "instagram" | "facebook";
            connected: boolean;
            message: string;
        };
        /**
         * @description A post (title, body, image) or a question (title, body optional).
         * @example post
         * @enum {string}
         */
        PostType: "post" | "question";
        /**
         * @description Posts only take Upvote (spec §7).
         * @example Upvote
         * @enum {string}
         */
        VoteCategory: "Upvote" | "Downvote";
        /**
         * @example {
         *       "id": 1,
         *       "name": "Horror Classics",
         *       "slug": "horror-classics"
         *     }
         */
        BoardRef: {
            id: number;
            name: string;
            slug: string;
        };
        /**
         * @example {
         *       "upvotes": 42,
         *       "has_upvoted": false
         *     }
         */
        PostVotes: {
            upvotes: number;
            /** @description Whether the signed-in member upvoted; always false for visitors. */
            has_upvoted: boolean;
        };
        /**
         * @example {
         *       "upvotes": 4,
         *       "downvotes": 0,
         *       "has_upvoted": false,
         *       "has_downvoted": false
         *     }
         */
        CommentVotes: {
            upvotes: number;
            downvotes: number;
            has_upvoted: boolean;
            has_downvoted: boolean;
        };
        /**
         * @description A post or question (spec §3 Post). `group` is `[group id, group name]` or null.
         *     Dates: the spec gives posts and comments both `created_date` and `created_date_iso`, so on
         *     these two entities `created_date` is the display form (`DisplayDate`, "14 Mar 2024", UTC)
         *     and `created_date_iso` the ISO 8601 timestamp; every other date in this document, including
         *     `updated_date`, is ISO 8601. `created_by` and `created_by_id` both hold the author's profile id.
         * @example {
         *       "id": 101,
         *       "slug": "the-thing-1982-still-the-best-practical-effects",
         *       "title": "The Thing (1982) is still the best practical-effects film",
         *       "body": "Rob Bottin's creature work has aged better than almost any CGI since. The blood-test scene alone is a masterclass in tension.",
         *       "image": "/mock-media/poster/1.svg",
         *       "status": "A",
         *       "type": "post",
         *       "created_by": 12,
         *       "created_by_id": 12,
         *       "created_by_ref": "reelrachel",
         *       "created_by_pic": "/mock-media/avatar/12.svg",
         *       "created_by_tagline": "Midnight movies and slow cinema",
         *       "created_date": "14 Mar 2024",
         *       "created_date_iso": "2024-03-14T21:05:00Z",
         *       "updated_date": null,
         *       "boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics"
         *         }
         *       ],
         *       "group": [
         *         4,
         *         "Midnight Movie Club"
         *       ],
         *       "votes": {
         *         "upvotes": 42,
         *         "has_upvoted": false
         *       },
         *       "num_comments": 7,
         *       "og_image": "/mock-media/poster/1.svg"
         *     }
         */
        Post: {
            id: number;
            slug: string;
            title: string;
            body: string;
            image: components["schemas"]["ImageUrl"];
            status: components["schemas"]["Status"];
            type: components["schemas"]["PostType"];
            /** @description Author's profile id. */
            created_by: number;
            /** @description Author's profile id (same value as created_by). */
            created_by_id: number;
            /** @description Author's display name. */
            created_by_ref: string;
            created_by_pic: components["schemas"]["ImageUrl"];
            created_by_tagline: string;
            created_date: components["schemas"]["DisplayDate"];
            /** Format: date-time */
            created_date_iso: string;
            /** Format: date-time */
            updated_date: string | null;
            boards: components["schemas"]["BoardRef"][];
            group: components["schemas"]["GroupPair"] | null;
            votes: components["schemas"]["PostVotes"];
            num_comments: number;
            og_image: components["schemas"]["ImageUrl"];
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 101,
         *           "slug": "the-thing-1982-still-the-best-practical-effects",
         *           "title": "The Thing (1982) is still the best practical-effects film",
         *           "body": "Rob Bottin's creature work has aged better than almost any CGI since. The blood-test scene alone is a masterclass in tension.",
         *           "image": "/mock-media/poster/1.svg",
         *           "status": "A",
         *           "type": "post",
         *           "created_by": 12,
         *           "created_by_id": 12,
         *           "created_by_ref": "reelrachel",
         *           "created_by_pic": "/mock-media/avatar/12.svg",
         *           "created_by_tagline": "Midnight movies and slow cinema",
         *           "created_date": "14 Mar 2024",
         *           "created_date_iso": "2024-03-14T21:05:00Z",
         *           "updated_date": null,
         *           "boards": [
         *             {
         *               "id": 1,
         *               "name": "Horror Classics",
         *               "slug": "horror-classics"
         *             }
         *           ],
         *           "group": [
         *             4,
         *             "Midnight Movie Club"
         *           ],
         *           "votes": {
         *             "upvotes": 42,
         *             "has_upvoted": false
         *           },
         *           "num_comments": 7,
         *           "og_image": "/mock-media/poster/1.svg"
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        PostPage: {
            results: components["schemas"]["Post"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description New post or question (spec §7). Title non-empty; body non-empty for posts, may be empty for
         *     questions; status "A"; `boards` is an empty list on create; at most one image.
         * @example {
         *       "title": "Is Suspiria (1977) better than the 2018 remake?",
         *       "body": "",
         *       "type": "question",
         *       "image": null,
         *       "group": null,
         *       "boards": [],
         *       "status": "A"
         *     }
         */
        PostCreateRequest: {
            title: string;
            body: string;
            type: components["schemas"]["PostType"];
            image: components["schemas"]["ImagePayload"] | null;
            /** @description Id of the group to post in, or null. */
            group: number | null;
            boards: number[];
            status: components["schemas"]["Status"];
        };
        /**
         * @description Post edit (spec §7 "PUT adds id"); sends the existing board ids; title non-empty.
         * @example {
         *       "id": 101,
         *       "title": "The Thing (1982) is still the best practical-effects film",
         *       "body": "Rob Bottin's creature work has aged better than almost any CGI since.",
         *       "image": {
         *         "id": "saved-101",
         *         "source": "saved",
         *         "data": "/mock-media/poster/1.svg"
         *       },
         *       "group": 4,
         *       "boards": [
         *         1
         *       ],
         *       "status": "A"
         *     }
         */
        PostUpdateRequest: {
            id: number;
            title: string;
            body: string;
            type?: components["schemas"]["PostType"];
            image?: components["schemas"]["ImagePayload"] | null;
            group?: number | null;
            boards?: number[];
            status: components["schemas"]["Status"];
        };
        /**
         * @description A comment or reply (spec §3 Comment). Threads are shown one level deep (spec §3 "children
         *     (replies, one level shown)"), so the shape is fixed as follows (not shown in the spec beyond
         *     that; chosen and relied on by the client):
         *
         *     - A top-level comment (`parent_comment` null, `hierarchy` empty) carries in `children`
         *       EVERY reply of its thread, at any depth, flattened into one list, newest first (spec §4:
         *       a new reply lands at the top of `children`).
         *     - A reply (`parent_comment` set) always has `children: []`, in a thread and when answered
         *       on its own (create, update).
         *     - `hierarchy` lists the ancestor ids root first, so `hierarchy[0]` is the thread's root.
         *     - `show_as_quote` is true exactly when the comment replies to a reply (its
         *       `hierarchy` has two or more ids); the client then quotes the parent, which is found
         *       among the same root's `children`.
         *
         *     Dates: see `DisplayDate` (`created_date`) and `created_date_iso` (ISO 8601), as on Post.
         * @example {
         *       "id": 502,
         *       "post": 101,
         *       "post_id": 101,
         *       "parent_comment": 501,
         *       "body": "The blood-test scene still gets me every single time.",
         *       "status": "A",
         *       "created_by": 15,
         *       "created_by_id": 15,
         *       "created_by_ref": "noirnick",
         *       "created_by_pic": "/mock-media/avatar/15.svg",
         *       "created_by_tagline": "Shadows, cigarettes and Venetian blinds",
         *       "created_date": "15 Mar 2024",
         *       "created_date_iso": "2024-03-15T08:12:00Z",
         *       "show_as_quote": false,
         *       "hierarchy": [
         *         501
         *       ],
         *       "children": [],
         *       "votes": {
         *         "upvotes": 4,
         *         "downvotes": 0,
         *         "has_upvoted": false,
         *         "has_downvoted": false
         *       }
         *     }
         */
        Comment: {
            id: number;
            /** @description Id of the post. */
            post: number;
            /** @description Id of the post (same value as post). */
            post_id: number;
            parent_comment: number | null;
            body: string;
            status: components["schemas"]["Status"];
            created_by: number;
            created_by_id: number;
            created_by_ref: string;
            created_by_pic: components["schemas"]["ImageUrl"];
            created_by_tagline: string;
            created_date: components["schemas"]["DisplayDate"];
            /** Format: date-time */
            created_date_iso: string;
            /** @description Whether the client renders the reply as a quote of its parent. */
            show_as_quote: boolean;
            hierarchy: number[];
            children: components["schemas"]["Comment"][];
            votes: components["schemas"]["CommentVotes"];
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 501,
         *           "post": 101,
         *           "post_id": 101,
         *           "parent_comment": null,
         *           "body": "Carpenter's paranoia holds up. Nobody trusts anybody and neither do we.",
         *           "status": "A",
         *           "created_by": 12,
         *           "created_by_id": 12,
         *           "created_by_ref": "reelrachel",
         *           "created_by_pic": "/mock-media/avatar/12.svg",
         *           "created_by_tagline": "Midnight movies and slow cinema",
         *           "created_date": "14 Mar 2024",
         *           "created_date_iso": "2024-03-14T22:40:00Z",
         *           "show_as_quote": false,
         *           "hierarchy": [],
         *           "children": [
         *             {
         *               "id": 502,
         *               "post": 101,
         *               "post_id": 101,
         *               "parent_comment": 501,
         *               "body": "The blood-test scene still gets me every single time.",
         *               "status": "A",
         *               "created_by": 15,
         *               "created_by_id": 15,
         *               "created_by_ref": "noirnick",
         *               "created_by_pic": "/mock-media/avatar/15.svg",
         *               "created_by_tagline": "Shadows, cigarettes and Venetian blinds",
         *               "created_date": "15 Mar 2024",
         *               "created_date_iso": "2024-03-15T08:12:00Z",
         *               "show_as_quote": false,
         *               "hierarchy": [
         *                 501
         *               ],
         *               "children": [],
         *               "votes": {
         *                 "upvotes": 4,
         *                 "downvotes": 0,
         *                 "has_upvoted": false,
         *                 "has_downvoted": false
         *               }
         *             }
         *           ],
         *           "votes": {
         *             "upvotes": 9,
         *             "downvotes": 1,
         *             "has_upvoted": false,
         *             "has_downvoted": false
         *           }
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        CommentPage: {
            results: components["schemas"]["Comment"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description New comment (`parent_comment` null) or reply (spec §7); body non-empty; status "A".
         * @example {
         *       "post": 101,
         *       "parent_comment": 501,
         *       "body": "The blood-test scene still gets me every single time.",
         *       "status": "A"
         *     }
         */
        CommentCreateRequest: {
            post: number;
            parent_comment: number | null;
            body: string;
            status: components["schemas"]["Status"];
        };
        /**
         * @description Comment edit (spec §7 "PUT adds id"); body non-empty (missing_body_comment).
         * @example {
         *       "id": 502,
         *       "body": "The blood-test scene still gets me, every single rewatch.",
         *       "status": "A"
         *     }
         */
        CommentUpdateRequest: {
            id: number;
            post?: number;
            parent_comment?: number | null;
            body: string;
            status: components["schemas"]["Status"];
        };
        /**
         * @example {
         *       "id": 101,
         *       "category": "Upvote"
         *     }
         */
        VoteRequest: {
            /** @description Id of the post or comment. */
            id: number;
            category: components["schemas"]["VoteCategory"];
        };
        /**
         * @example {
         *       "id": 101,
         *       "votes": {
         *         "upvotes": 43,
         *         "has_upvoted": true
         *       }
         *     }
         */
        PostVoteResult: {
            id: number;
            votes: components["schemas"]["PostVotes"];
        };
        /**
         * @example {
         *       "id": 502,
         *       "votes": {
         *         "upvotes": 5,
         *         "downvotes": 0,
         *         "has_upvoted": true,
         *         "has_downvoted": false
         *       }
         *     }
         */
        CommentVoteResult: {
            id: number;
            votes: components["schemas"]["CommentVotes"];
        };
        /**
         * @description An interest group (spec §3 Group). The creator is listed among the administrators.
         * @example {
         *       "id": 4,
         *       "name": "Midnight Movie Club",
         *       "description": "Cult oddities, grindhouse double bills and the films you watch after midnight.",
         *       "category": 1,
         *       "subcategory": [
         *         2
         *       ],
         *       "administrators": [
         *         12
         *       ],
         *       "profile_picture": "/mock-media/group/4.svg",
         *       "cover_picture": "/mock-media/cover/group-4.svg",
         *       "status": "A",
         *       "slug": "midnight-movie-club",
         *       "created_date": "2023-10-31T23:00:00Z",
         *       "num_members": 1288
         *     }
         */
        Group: {
            id: number;
            name: string;
            description: string;
            /** @description Id of a GroupCategory, or null. */
            category: number | null;
            /** @description Ids of GroupSubcategory entries. */
            subcategory: number[];
            /** @description Profile ids of the administrators. */
            administrators: number[];
            profile_picture: components["schemas"]["ImageUrl"];
            cover_picture: components["schemas"]["ImageUrl"];
            status: components["schemas"]["Status"];
            slug: string;
            /** Format: date-time */
            created_date: string;
            num_members: number;
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 4,
         *           "name": "Midnight Movie Club",
         *           "description": "Cult oddities, grindhouse double bills and the films you watch after midnight.",
         *           "category": 1,
         *           "subcategory": [
         *             2
         *           ],
         *           "administrators": [
         *             12
         *           ],
         *           "profile_picture": "/mock-media/group/4.svg",
         *           "cover_picture": "/mock-media/cover/group-4.svg",
         *           "status": "A",
         *           "slug": "midnight-movie-club",
         *           "created_date": "2023-10-31T23:00:00Z",
         *           "num_members": 1288
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        GroupPage: {
            results: components["schemas"]["Group"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Cult Cinema"
         *     }
         */
        GroupSubcategory: {
            id: number;
            name: string;
        };
        /**
         * @description Not shown in the spec; chosen: `{ id, name, subcategories }`.
         * @example {
         *       "id": 1,
         *       "name": "Genres",
         *       "subcategories": [
         *         {
         *           "id": 1,
         *           "name": "Horror"
         *         },
         *         {
         *           "id": 2,
         *           "name": "Cult Cinema"
         *         }
         *       ]
         *     }
         */
        GroupCategory: {
            id: number;
            name: string;
            subcategories: components["schemas"]["GroupSubcategory"][];
        };
        /**
         * @description Group creation payload (spec §3): administrators, name, description, category,
         *     subcategory (list), profile_picture and cover_picture (`{id, source, data}` or null), status A.
         *     `category` is required and must be a category id: spec §5 makes the category selector
         *     required, so the "(or null)" of spec §3 is only the form's state before a choice and is
         *     never sent. A null or unknown category answers 400 `{ category: [message] }`.
         * @example {
         *       "administrators": [
         *         12
         *       ],
         *       "name": "Midnight Movie Club",
         *       "description": "Cult oddities, grindhouse double bills and the films you watch after midnight.",
         *       "category": 1,
         *       "subcategory": [
         *         2
         *       ],
         *       "profile_picture": null,
         *       "cover_picture": null,
         *       "status": "A"
         *     }
         */
        GroupCreateRequest: {
            administrators: number[];
            name: string;
            description: string;
            /** @description Id of the group's category (GET /api/interest/group/category); required, never null. */
            category: number;
            subcategory: number[];
            profile_picture: components["schemas"]["ImagePayload"] | null;
            cover_picture: components["schemas"]["ImagePayload"] | null;
            status: components["schemas"]["Status"];
        };
        /**
         * @description Group edit (spec §7 payload with id). Fields other than id and status are optional.
         * @example {
         *       "id": 4,
         *       "name": "Midnight Movie Club",
         *       "description": "Cult oddities, grindhouse double bills and late-night discoveries.",
         *       "status": "A"
         *     }
         */
        GroupUpdateRequest: {
            id: number;
            administrators?: number[];
            name?: string;
            description?: string;
            /** @description Id of the group's category (GET /api/interest/group/category); required, never null. */
            category?: number;
            subcategory?: number[];
            profile_picture?: components["schemas"]["ImagePayload"] | null;
            cover_picture?: components["schemas"]["ImagePayload"] | null;
            status: components["schemas"]["Status"];
        };
        /**
         * @description A board (spec §3 Board); `sub_boards` are the related boards shown on the board page.
         * @example {
         *       "id": 1,
         *       "name": "Horror Classics",
         *       "slug": "horror-classics",
         *       "featured_image": "/mock-media/board/1.svg",
         *       "num_posts": 41,
         *       "num_comments": 356,
         *       "sub_boards": [
         *         {
         *           "id": 5,
         *           "name": "Folk Horror",
         *           "slug": "folk-horror"
         *         },
         *         {
         *           "id": 6,
         *           "name": "Italian Giallo",
         *           "slug": "italian-giallo"
         *         }
         *       ]
         *     }
         */
        Board: {
            id: number;
            name: string;
            slug: string;
            featured_image: components["schemas"]["ImageUrl"];
            num_posts: number;
            num_comments: number;
            sub_boards: components["schemas"]["BoardRef"][];
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "featured_image": "/mock-media/board/1.svg",
         *           "num_posts": 41,
         *           "num_comments": 356,
         *           "sub_boards": [
         *             {
         *               "id": 5,
         *               "name": "Folk Horror",
         *               "slug": "folk-horror"
         *             },
         *             {
         *               "id": 6,
         *               "name": "Italian Giallo",
         *               "slug": "italian-giallo"
         *             }
         *           ]
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        BoardPage: {
            results: components["schemas"]["Board"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description A named list of boards on the home screen.
         * @example {
         *       "name": "Slow Cinema Sundays",
         *       "slug": "slow-cinema-sundays",
         *       "boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "featured_image": "/mock-media/board/1.svg",
         *           "num_posts": 41,
         *           "num_comments": 356,
         *           "sub_boards": [
         *             {
         *               "id": 5,
         *               "name": "Folk Horror",
         *               "slug": "folk-horror"
         *             },
         *             {
         *               "id": 6,
         *               "name": "Italian Giallo",
         *               "slug": "italian-giallo"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        Playlist: {
            name: string;
            slug?: string;
            boards: components["schemas"]["Board"][];
        };
        /**
         * @example {
         *       "name": "Most popular",
         *       "boards": [
         *         {
         *           "id": 1,
         *           "name": "Horror Classics",
         *           "slug": "horror-classics",
         *           "featured_image": "/mock-media/board/1.svg",
         *           "num_posts": 41,
         *           "num_comments": 356,
         *           "sub_boards": [
         *             {
         *               "id": 5,
         *               "name": "Folk Horror",
         *               "slug": "folk-horror"
         *             },
         *             {
         *               "id": 6,
         *               "name": "Italian Giallo",
         *               "slug": "italian-giallo"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        MostPopularPlaylist: {
            name: string;
            boards: components["schemas"]["Board"][];
        };
        /**
         * @description The home screen's playlist view (spec §3). `pagination` counts the `others` playlists.
         * @example {
         *       "most_popular": {
         *         "name": "Most popular",
         *         "boards": [
         *           {
         *             "id": 1,
         *             "name": "Horror Classics",
         *             "slug": "horror-classics",
         *             "featured_image": "/mock-media/board/1.svg",
         *             "num_posts": 41,
         *             "num_comments": 356,
         *             "sub_boards": [
         *               {
         *                 "id": 5,
         *                 "name": "Folk Horror",
         *                 "slug": "folk-horror"
         *               },
         *               {
         *                 "id": 6,
         *                 "name": "Italian Giallo",
         *                 "slug": "italian-giallo"
         *               }
         *             ]
         *           }
         *         ]
         *       },
         *       "others": [
         *         {
         *           "name": "Slow Cinema Sundays",
         *           "slug": "slow-cinema-sundays",
         *           "boards": [
         *             {
         *               "id": 1,
         *               "name": "Horror Classics",
         *               "slug": "horror-classics",
         *               "featured_image": "/mock-media/board/1.svg",
         *               "num_posts": 41,
         *               "num_comments": 356,
         *               "sub_boards": [
         *                 {
         *                   "id": 5,
         *                   "name": "Folk Horror",
         *                   "slug": "folk-horror"
         *                 },
         *                 {
         *                   "id": 6,
         *                   "name": "Italian Giallo",
         *                   "slug": "italian-giallo"
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        PlaylistView: {
            most_popular: components["schemas"]["MostPopularPlaylist"];
            others: components["schemas"]["Playlist"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description A notification (spec §3). `category` is a `[key, label]` pair; the card's link shows the label.
         * @example {
         *       "id": 9001,
         *       "sender_ref": "noirnick",
         *       "sender_pic": "/mock-media/avatar/15.svg",
         *       "url": "/post/the-thing-1982-still-the-best-practical-effects?comment=502",
         *       "category": [
         *         "comment_reply",
         *         "replied to your comment"
         *       ],
         *       "created_date": "2024-03-15T08:12:00Z"
         *     }
         */
        Notification: {
            id: number;
            sender_ref: string;
            sender_pic: components["schemas"]["ImageUrl"];
            /**
             * Format: uri-reference
             * @description Target address opened by the view button (same-origin path or http(s) URL).
             */
            url: string;
            category: [
                string,
                string
            ];
            /** Format: date-time */
            created_date: string;
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 9001,
         *           "sender_ref": "noirnick",
         *           "sender_pic": "/mock-media/avatar/15.svg",
         *           "url": "/post/the-thing-1982-still-the-best-practical-effects?comment=502",
         *           "category": [
         *             "comment_reply",
         *             "replied to your comment"
         *           ],
         *           "created_date": "2024-03-15T08:12:00Z"
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        NotificationPage: {
            results: components["schemas"]["Notification"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @example {
         *       "id": 9001,
         *       "num_notifications": 2
         *     }
         */
        NotificationDismissResult: {
            id: number;
            num_notifications: number;
        };
        /**
         * @example Banner
         * @enum {string}
         */
        AdvertisementCategory: "Banner";
        /**
         * @description A banner (spec §3). Not shown in the spec; chosen: an `id` for list keys.
         * @example {
         *       "id": 1,
         *       "category": "Banner",
         *       "url": "https://example.com/festival/midnight-screenings",
         *       "title": "Midnight Screenings Festival — tickets on sale",
         *       "image_xs": "/mock-media/ad/1-xs.svg",
         *       "image_sm": "/mock-media/ad/1-sm.svg",
         *       "image_md": "/mock-media/ad/1-md.svg",
         *       "image_lg": "/mock-media/ad/1-lg.svg"
         *     }
         */
        Advertisement: {
            id: number;
            category: components["schemas"]["AdvertisementCategory"];
            /**
             * Format: uri-reference
             * @description Where the banner links to.
             */
            url: string;
            title: string;
            /** Format: uri-reference */
            image_xs: string;
            /** Format: uri-reference */
            image_sm: string;
            /** Format: uri-reference */
            image_md: string;
            /** Format: uri-reference */
            image_lg: string;
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 1,
         *           "category": "Banner",
         *           "url": "https://example.com/festival/midnight-screenings",
         *           "title": "Midnight Screenings Festival — tickets on sale",
         *           "image_xs": "/mock-media/ad/1-xs.svg",
         *           "image_sm": "/mock-media/ad/1-sm.svg",
         *           "image_md": "/mock-media/ad/1-md.svg",
         *           "image_lg": "/mock-media/ad/1-lg.svg"
         *         }
         *       ]
         *     }
         */
        AdvertisementList: {
            results: components["schemas"]["Advertisement"][];
        };
        /**
         * @example {
         *       "id": 11,
         *       "text": "Something that keeps me up at night"
         *     }
         */
        Answer: {
            id: number;
            text: string;
        };
        /**
         * @example {
         *       "id": 1,
         *       "text": "What mood are you in tonight?",
         *       "answers": [
         *         {
         *           "id": 11,
         *           "text": "Something that keeps me up at night"
         *         },
         *         {
         *           "id": 12,
         *           "text": "A slow burn I can think about for days"
         *         }
         *       ]
         *     }
         */
        Question: {
            id: number;
            text: string;
            answers: components["schemas"]["Answer"][];
        };
        /**
         * @example {
         *       "id": 1,
         *       "slug": "find-your-next-horror-film",
         *       "title": "Find your next horror film",
         *       "created_date": "2024-01-10T12:00:00Z",
         *       "category": "Film Finder",
         *       "questions": [
         *         {
         *           "id": 1,
         *           "text": "What mood are you in tonight?",
         *           "answers": [
         *             {
         *               "id": 11,
         *               "text": "Something that keeps me up at night"
         *             },
         *             {
         *               "id": 12,
         *               "text": "A slow burn I can think about for days"
         *             }
         *           ]
         *         },
         *         {
         *           "id": 2,
         *           "text": "Which decade do you fancy?",
         *           "answers": [
         *             {
         *               "id": 21,
         *               "text": "The seventies"
         *             },
         *             {
         *               "id": 22,
         *               "text": "The eighties"
         *             },
         *             {
         *               "id": 23,
         *               "text": "Anything recent"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        Questionnaire: {
            id: number;
            slug: string;
            title: string;
            /** Format: date-time */
            created_date: string;
            category: string;
            questions: components["schemas"]["Question"][];
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 1,
         *           "slug": "find-your-next-horror-film",
         *           "title": "Find your next horror film",
         *           "created_date": "2024-01-10T12:00:00Z",
         *           "category": "Film Finder",
         *           "questions": [
         *             {
         *               "id": 1,
         *               "text": "What mood are you in tonight?",
         *               "answers": [
         *                 {
         *                   "id": 11,
         *                   "text": "Something that keeps me up at night"
         *                 },
         *                 {
         *                   "id": 12,
         *                   "text": "A slow burn I can think about for days"
         *                 }
         *               ]
         *             },
         *             {
         *               "id": 2,
         *               "text": "Which decade do you fancy?",
         *               "answers": [
         *                 {
         *                   "id": 21,
         *                   "text": "The seventies"
         *                 },
         *                 {
         *                   "id": 22,
         *                   "text": "The eighties"
         *                 },
         *                 {
         *                   "id": 23,
         *                   "text": "Anything recent"
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ],
         *       "pagination": {
         *         "has_previous": false,
         *         "has_next": false,
         *         "current_page": 1,
         *         "total_pages": 1,
         *         "total_objects": 1
         *       }
         *     }
         */
        QuestionnairePage: {
            results: components["schemas"]["Questionnaire"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description The answers to one question (spec §7). `created_by` is the member's profile id, or null for
         *     visitors; `session_id` a random UUID per visit; at least one answer.
         * @example {
         *       "created_by": null,
         *       "session_id": "3f1c9a52-7d0e-4c2b-9a61-2b8f4d1e6c70",
         *       "anonymous_email": null,
         *       "questionnaire": 1,
         *       "question": 1,
         *       "answers": [
         *         11
         *       ]
         *     }
         */
        QuestionnaireResponseRequest: {
            created_by: number | null;
            /** Format: uuid */
            session_id: string;
            /** Format: email */
            anonymous_email: string | null;
            questionnaire: number;
            question: number;
            answers: number[];
        };
        /**
         * @description Same payload as a response (spec §7); chosen: `question` and `answers` optional here.
         * @example {
         *       "created_by": null,
         *       "session_id": "3f1c9a52-7d0e-4c2b-9a61-2b8f4d1e6c70",
         *       "anonymous_email": null,
         *       "questionnaire": 1
         *     }
         */
        QuestionnaireResultsRequest: {
            created_by: number | null;
            /** Format: uuid */
            session_id: string;
            /** Format: email */
            anonymous_email: string | null;
            questionnaire: number;
            question?: number | null;
            answers?: number[];
        };
        /**
         * @example {
         *       "id": 7001,
         *       "created_by": null,
         *       "session_id": "3f1c9a52-7d0e-4c2b-9a61-2b8f4d1e6c70",
         *       "anonymous_email": null,
         *       "questionnaire": 1,
         *       "question": 1,
         *       "answers": [
         *         11
         *       ],
         *       "created_date": "2024-03-15T19:30:00Z"
         *     }
         */
        QuestionnaireResponse: {
            id: number;
            created_by: number | null;
            /** Format: uuid */
            session_id: string;
            /** Format: email */
            anonymous_email: string | null;
            questionnaire: number;
            question: number;
            answers: number[];
            /** Format: date-time */
            created_date: string;
        };
        /**
         * @description A recommended film (spec §3).
         * @example {
         *       "name": "The Thing (1982)",
         *       "genre": [
         *         "Horror",
         *         "Science Fiction"
         *       ],
         *       "tags": [
         *         "practical effects",
         *         "paranoia",
         *         "Antarctica"
         *       ]
         *     }
         */
        Recommendation: {
            name: string;
            genre: string[];
            tags: string[];
        };
        /**
         * @example {
         *       "recommendations": [
         *         {
         *           "name": "The Thing (1982)",
         *           "genre": [
         *             "Horror",
         *             "Science Fiction"
         *           ],
         *           "tags": [
         *             "practical effects",
         *             "paranoia",
         *             "Antarctica"
         *           ]
         *         }
         *       ]
         *     }
         */
        RecommendationResults: {
            /** @description Empty when nothing matched. */
            recommendations: components["schemas"]["Recommendation"][];
        };
    };
    responses: {
        /** @description Done. 205 Reset Content carries no body (browsers' fetch drops it). */
        ResetContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description The request was not acceptable. Django-REST-style body: `{ field: [messages] }`,
         *     `non_field_errors`, and/or a top-level `message` (spec §8: "Most failures use the server's
         *     message field").
         */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /**
         * @description The sign-up step did not pass. Either `{ detail }` (spec §8: registration checks use a
         *     detail field) or field errors.
         */
        RegistrationCheckFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"] | components["schemas"]["ValidationError"];
            };
        };
        /**
         * @description Missing, invalid or expired credentials. Operations with optional auth answer it too when
         *     the bearer token sent is invalid or expired (SimpleJWT rejects a bad token before the
         *     view's permissions run), so the client refreshes or drops the token and retries.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description The refresh token is invalid, expired or blacklisted. */
        TokenNotValid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description Signed in, but not allowed (e.g. not the author). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description The server failed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description Signed in with Google. The same token pair as POST /api/auth/login. */
        SocialLoginSucceeded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenPair"];
            };
        };
        /** @description The social account was linked. */
        IntegrationConnected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["IntegrationResult"];
            };
        };
        /** @description A page of posts. */
        PostPageOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PostPage"];
            };
        };
        /** @description A page of boards. */
        BoardPageOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BoardPage"];
            };
        };
    };
    parameters: {
        /**
         * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
         * @example 1
         */
        PageQuery: number;
        /**
         * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
         * @example carpenter
         */
        SearchQuery: string;
        /**
         * @description Narrow the result to this member (profile id).
         * @example 12
         */
        ProfileFilterQuery: number;
        /**
         * @description Board filter of the /boards screen (spec §2 "filter parameter"). The values are not shown in
         *     the spec; chosen: `popular` orders by activity (3 × posts + comments, most first), `new` by
         *     creation date (newest first), `top-level` keeps only boards without a parent board (the
         *     "Main boards" pill). Without `filter` the boards come in id order. Any other value answers
         *     400 (`ValidationError`): the client relies on each value's meaning, so a server must not
         *     silently ignore one.
         * @example popular
         */
        BoardFilterQuery: components["schemas"]["BoardFilter"];
        /**
         * @description Date range of the log (spec §3). Not shown in the spec; chosen: two ISO dates joined by a
         *     comma, `start,end` inclusive.
         * @example 2024-03-01,2024-03-31
         */
        DateRangeQuery: string;
        /**
         * @description Authorisation code handed over by the social platform's OAuth redirect.
         * @example 4f9c2a7e1b
         */
        CodeQuery: string;
        /**
         * @description Referral id from an invitation link; sent only when non-empty (spec §5).
         * @example ref-8c1d2e
         */
        ReferralIdQuery: string;
        /**
         * @description Profile id carried by the recovery link.
         * @example 12
         */
        RecoveryProfileQuery: number;
        /**
         * @description Recovery session token carried by the recovery link.
         * @example 9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d
         */
        RecoverySessionQuery: string;
        /**
         * @description Profile id.
         * @example 12
         */
        ProfileIdPath: number;
        /**
         * @description Post slug.
         * @example the-thing-1982-still-the-best-practical-effects
         */
        PostSlugPath: string;
        /**
         * @description Group slug.
         * @example midnight-movie-club
         */
        GroupSlugPath: string;
        /**
         * @description Group slug.
         * @example midnight-movie-club
         */
        GroupSlugParam: string;
        /**
         * @description Board slug.
         * @example horror-classics
         */
        BoardSlugParam: string;
        /**
         * @description Questionnaire slug.
         * @example find-your-next-horror-film
         */
        QuestionnaireSlugParam: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in member's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAuthProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            205: components["responses"]["ResetContent"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description Wrong credentials, or the account is not verified yet. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair (rotation). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["TokenNotValid"];
            500: components["responses"]["ServerError"];
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            205: components["responses"]["ResetContent"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    registerAccount: {
        parameters: {
            query?: {
                /**
                 * @description Referral id from an invitation link; sent only when non-empty (spec §5).
                 * @example ref-8c1d2e
                 */
                referral_id?: components["parameters"]["ReferralIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created; an activation e-mail was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    checkRegistrationCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationCheck1Request"];
            };
        };
        responses: {
            /** @description The e-mail and password are acceptable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            400: components["responses"]["RegistrationCheckFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    checkRegistrationUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationCheck2Request"];
            };
        };
        responses: {
            /** @description The username is free. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            400: components["responses"]["RegistrationCheckFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description The verification e-mail was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmVerification: {
        parameters: {
            query?: {
                /**
                 * @description Referral id from an invitation link; sent only when non-empty (spec §5).
                 * @example ref-8c1d2e
                 */
                referral_id?: components["parameters"]["ReferralIdQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Profile id.
                 * @example 12
                 */
                profileId: components["parameters"]["ProfileIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationConfirmResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description The invitation was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's existing key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyResponse"];
                };
            };
            /** @description A newly created key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description The message was received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPasswordRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description The recovery e-mail was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyPasswordRecoveryLink: {
        parameters: {
            query: {
                /**
                 * @description Profile id carried by the recovery link.
                 * @example 12
                 */
                profile: components["parameters"]["RecoveryProfileQuery"];
                /**
                 * @description Recovery session token carried by the recovery link.
                 * @example 9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d
                 */
                session: components["parameters"]["RecoverySessionQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryLinkStatus"];
                };
            };
            /** @description The link has expired or was already used. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    recoverPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordRecoverRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoverResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    logInWithGoogleToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["SocialLoginSucceeded"];
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    handleGoogleLoginCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["SocialLoginSucceeded"];
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
        };
    };
    saveBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The board is saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedBoardsResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    removeSavedBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The board is no longer saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedBoardsResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchProfiles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Narrow the result to this member (profile id).
                 * @example 12
                 */
                profile?: components["parameters"]["ProfileFilterQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    toggleFavouriteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The new favourite state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavouriteLocationResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    toggleGroupMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The new membership state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listLogEntries: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Date range of the log (spec §3). Not shown in the spec; chosen: two ISO dates joined by a
                 *     comma, `start,end` inclusive.
                 * @example 2024-03-01,2024-03-31
                 */
                dateRange?: components["parameters"]["DateRangeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of log entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getReviewerInsightsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insights overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewerInsights"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    handleTiktokCallback: {
        parameters: {
            query: {
                /**
                 * @description Authorisation code handed over by the social platform's OAuth redirect.
                 * @example 4f9c2a7e1b
                 */
                code: components["parameters"]["CodeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IntegrationConnected"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    handleInstagramCallback: {
        parameters: {
            query: {
                /**
                 * @description Authorisation code handed over by the social platform's OAuth redirect.
                 * @example 4f9c2a7e1b
                 */
                code: components["parameters"]["CodeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IntegrationConnected"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    handleFacebookCallback: {
        parameters: {
            query: {
                /**
                 * @description Authorisation code handed over by the social platform's OAuth redirect.
                 * @example 4f9c2a7e1b
                 */
                code: components["parameters"]["CodeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IntegrationConnected"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTopVotedPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTrendingPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listNewPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listVisualPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getPostBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Post slug.
                 * @example the-thing-1982-still-the-best-practical-effects
                 */
                postSlug: components["parameters"]["PostSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listPostsByProfile: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Profile id.
                 * @example 12
                 */
                profileId: components["parameters"]["ProfileIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Narrow the result to this member (profile id).
                 * @example 12
                 */
                profile?: components["parameters"]["ProfileFilterQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listPostsByGroup: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Group slug.
                 * @example midnight-movie-club
                 */
                groupSlug: components["parameters"]["GroupSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostCreateRequest"];
            };
        };
        responses: {
            /** @description The created post. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The post was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listPostComments: {
        parameters: {
            query: {
                /**
                 * @description Slug of the post whose comments are listed.
                 * @example the-thing-1982-still-the-best-practical-effects
                 */
                slug: string;
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Id of a comment to highlight; its thread is put first on page 1.
                 * @example 501
                 */
                comment?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of top-level comments with their replies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated comment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentCreateRequest"];
            };
        };
        responses: {
            /** @description The created comment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The comment was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    voteOnPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoteRequest"];
            };
        };
        responses: {
            /** @description The post's new votes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostVoteResult"];
                };
            };
            205: components["responses"]["ResetContent"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    voteOnComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoteRequest"];
            };
        };
        responses: {
            /** @description The comment's new votes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentVoteResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchGroups: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Narrow the result to the group with this id.
                 * @example 4
                 */
                id?: number;
                /**
                 * @description Narrow the result to this member (profile id).
                 * @example 12
                 */
                profile?: components["parameters"]["ProfileFilterQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listGroupCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All group categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCategory"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTopGroups: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getPublicGroupBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Group slug.
                 * @example midnight-movie-club
                 */
                slug: components["parameters"]["GroupSlugParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getGroupBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Group slug.
                 * @example midnight-movie-club
                 */
                slug: components["parameters"]["GroupSlugParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupCreateRequest"];
            };
        };
        responses: {
            /** @description The created group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The group was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listBoards: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Board filter of the /boards screen (spec §2 "filter parameter"). The values are not shown in
                 *     the spec; chosen: `popular` orders by activity (3 × posts + comments, most first), `new` by
                 *     creation date (newest first), `top-level` keeps only boards without a parent board (the
                 *     "Main boards" pill). Without `filter` the boards come in id order. Any other value answers
                 *     400 (`ValidationError`): the client relies on each value's meaning, so a server must not
                 *     silently ignore one.
                 * @example popular
                 */
                filter?: components["parameters"]["BoardFilterQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BoardPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getBoardBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Board slug.
                 * @example horror-classics
                 */
                slug: components["parameters"]["BoardSlugParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The board. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Board"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listBoardPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Board slug.
                 * @example horror-classics
                 */
                slug: components["parameters"]["BoardSlugParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listBoardPlaylists: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The playlist view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaylistView"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTopBoards: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Board filter of the /boards screen (spec §2 "filter parameter"). The values are not shown in
                 *     the spec; chosen: `popular` orders by activity (3 × posts + comments, most first), `new` by
                 *     creation date (newest first), `top-level` keeps only boards without a parent board (the
                 *     "Main boards" pill). Without `filter` the boards come in id order. Any other value answers
                 *     400 (`ValidationError`): the client relies on each value's meaning, so a server must not
                 *     silently ignore one.
                 * @example popular
                 */
                filter?: components["parameters"]["BoardFilterQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BoardPageOk"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    dismissNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The notification was dismissed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDismissResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdvertisements: {
        parameters: {
            query: {
                /**
                 * @description Advertisement category; the spec names only Banner.
                 * @example Banner
                 */
                category: components["schemas"]["AdvertisementCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advertisements of the category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvertisementList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listQuestionnaires: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (spec §9). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (spec §5).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of questionnaires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnairePage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getQuestionnaireBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Questionnaire slug.
                 * @example find-your-next-horror-film
                 */
                slug: components["parameters"]["QuestionnaireSlugParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaire. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createQuestionnaireResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireResponseRequest"];
            };
        };
        responses: {
            /** @description The saved response. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireResponse"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    requestQuestionnaireResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireResultsRequest"];
            };
        };
        responses: {
            /** @description The recommendations (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResults"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
