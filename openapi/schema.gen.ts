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
         * @description Returns the profile of the member the bearer token belongs to.
         *     The app calls it on load with the stored access token and, on 401,
         *     refreshes via the refresh token (docs/behaviour.md#sessions-and-tokens). `auth.groups`
         *     carries the permission groups as `[id, name]` pairs; the group "Consumers" gates the profile
         *     routes (docs/behaviour.md#navigation-and-layout).
         */
        get: operations["getAuthProfile"];
        /**
         * Update the signed-in member's profile
         * @description Edits the profile and optionally changes the password (docs/behaviour.md#profiles):
         *     tagline at most 50 characters, counted as Unicode code points like every `maxLength` here
         *     (an emoji is one); when `update_password` is given, `current_password` is
         *     required and `update_password` must equal `confirm_password`; e-mail is read-only.
         *     Errors: taken username, wrong current password.
         *     Not in the product rules; chosen: every field optional (partial update), answering the updated
         *     Profile with 200, and field errors with 400. The sign-up rules hold here too, so no screen
         *     sets what another refuses: a new password must pass the server's strength rule (the mocks:
         *     8+ characters with letters and digits; error under `update_password`), and a new username
         *     the sign-up one (the mocks: 2 to 30 letters, digits, ".", "-" or "_"; the member's current
         *     name is kept even if it predates the rule).
         */
        put: operations["updateAuthProfile"];
        post?: never;
        /**
         * Delete the signed-in member's account
         * @description Deletes the account and all its data; the e-mail cannot be reused to register again
         *     (docs/behaviour.md#accounts-and-sign-in). Success is 205 Reset Content with no body; the
         *     client then clears tokens and user (docs/behaviour.md#sessions-and-tokens). A failure
         *     returns data plus status.
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
         * @description Exchanges credentials for an access and a refresh token;
         *     the client stores both in local storage (docs/behaviour.md#sessions-and-tokens).
         *     A failure answers 401 `{ detail }`; when the detail is "Two-factor authentication not
         *     completed. Please verify your account." the client shows the not-verified message and
         *     goes to /verification after 5 seconds (docs/behaviour.md#accounts-and-sign-in).
         *     Not in the product rules; chosen: the SimpleJWT `TokenObtainPairView` shapes.
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
         * @description Exchanges the refresh token for a new access token (docs/behaviour.md#sessions-and-tokens):
         *     loading the member falls back to a refresh when the access token has expired. A failed
         *     refresh clears tokens and user. Not in the product rules; chosen: SimpleJWT
         *     `TokenRefreshView` with rotation — the answer carries a new `refresh` too and the old one is
         *     blacklisted, so concurrent clients must share one in-flight refresh. An invalid or expired
         *     token answers 401 `{ detail, code: "token_not_valid" }`.
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
         * @description Ends the session (success 205 with no body); the client clears tokens and user
         *     and shows "Logout successful, see you soon!" (docs/behaviour.md#sessions-and-tokens).
         *     Not in the product rules; chosen: the body carries the refresh token, which the server
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
         * @description Creates an unverified account and sends an activation e-mail; success is 200.
         *     The user stays unauthenticated, pending verification, and the client goes to
         *     /verification (docs/behaviour.md#accounts-and-sign-in). Payload defaults: empty names, null
         *     date_of_birth, timezone GB, language EN, `wants_email_marketing` the inverse of the
         *     no-marketing choice; `referral_id` is sent only when non-empty. Not in the product rules;
         *     chosen: the answer is `{ message }`; failures answer 400 with field errors (e.g. `username:
         *     ["This username is already taken!"]`).
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
         * @description Server check of the e-mail and password of sign-up step 1
         *     (docs/behaviour.md#accounts-and-sign-in): the client shows the server's message, or
         *     "Password is not strong enough". Errors use a `detail` field.
         *     Not in the product rules; chosen: 200 `{ detail }` when the step passes; 400 `{ detail }` or
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
         * @description Server check that the username is non-empty and free
         *     (docs/behaviour.md#accounts-and-sign-in); the client shows the server's message, e.g. "This
         *     username is already taken!". Not in the product rules; chosen: 200 `{ detail }` when free;
         *     400 `{ detail }` or field errors. The server may also hold usernames to a rule (the mocks:
         *     2 to 30 letters, digits, ".", "-" or "_"), the same one a profile update applies.
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
         * @description Sends the activation e-mail again (success 200; screen /verification). The client
         *     requires the e-mail (email_required) and reports verification_email_sent or
         *     verification_email_sent_error (docs/behaviour.md#accounts-and-sign-in).
         *     Not in the product rules; chosen: the answer is `{ message }`.
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
         *     (docs/behaviour.md#accounts-and-sign-in): no user in the answer means failure, otherwise
         *     success and a link to /login. Confirmation sets the user but leaves the client
         *     unauthenticated. Not in the product rules; chosen: 200 `{ message, user }` where `user` is
         *     the verified Profile, or null when the link produced no user; 404 `{ detail }` when the
         *     profile is unknown.
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
         * @description Sends a referral invitation to an e-mail address.
         *     The invitee's sign-up link carries `referral_id`.
         *     Not in the product rules; chosen: signed-in members only; answer `{ message }`.
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
         * @description Returns an API key for the signed-in member.
         *     Not in the product rules; chosen: no request body; one key per member, kept until the account
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
         * @description Visitors and members send a message to the team (docs/behaviour.md#accounts-and-sign-in).
         *     The path keeps its trailing slash (contract decision 39).
         *     Not in the product rules; chosen: answer `{ message }`.
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
         * @description Sends a recovery link to the e-mail address (success 200; screen
         *     /forgot-my-password). The client reports password_recovery_email_sent or
         *     password_recovery_email_error.
         *     Not in the product rules; chosen: the answer is `{ message }`, and an address no account
         *     has gets the same 200 as one that has an account (no e-mail is sent), so the form cannot
         *     be used to find out who is a member.
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
         *     (docs/behaviour.md#accounts-and-sign-in): valid shows the new-password form, invalid the
         *     link-expired message. Not in the product rules; chosen: 200 `{ valid: true }` when the link
         *     is usable; 400 `{ detail }` when it has expired or was used; 404 `{ detail }` for an unknown
         *     profile.
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
         * @description Sets the new password.
         *     Success moves to /login (docs/behaviour.md#accounts-and-sign-in); the client shows the
         *     server's message key, else password_recovery_error.
         *     Not in the product rules; chosen: 200 `{ status: "success", message? }`; failures use the
         *     document's common 400 body (`ValidationError`): `{ message }` for an expired or used link,
         *     `{ message, confirm_password: [...] }` when the passwords differ, `{ message, new_password:
         *     [...] }` when the new password fails the sign-up strength rule (the same rule wherever a
         *     password is set).
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
         * @description Exchanges the Google access token for a session (docs/behaviour.md#accounts-and-sign-in):
         *     the answer's tokens are stored, then the member is loaded. The product rules allow two
         *     readings of the answer (a token pair, or a single `key`); chosen: the same
         *     `{ access, refresh }` pair as POST /api/auth/login, because every other call authenticates
         *     with that bearer access token and renews it with the refresh token. A refused Google token
         *     answers 400 `{ non_field_errors: [message] }`; the client shows the first message
         *     (docs/behaviour.md#alerts-and-messages).
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
         * @description Same exchange as the token call, reached from the provider's callback (the client may use
         *     either path, with the payload `token`): 200 `{ access, refresh }`, or 400 `{
         *     non_field_errors }` for a refused token.
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
         * @description Adds the board to the member's `saved_boards` (saving toggles on and off,
         *     docs/behaviour.md#boards). Visitors must log in to save a board
         *     (docs/behaviour.md#visitors-and-members). Not in the product rules; chosen: answer `{ id,
         *     saved: true, saved_boards }`.
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
         * @description Removes the board from `saved_boards` (the other half of the save toggle,
         *     docs/behaviour.md#boards). Not in the product rules; chosen: answer `{ id, saved: false,
         *     saved_boards }`.
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
         * @description Paged, searchable list of members for /profiles and /profile/{profile_id}
         *     (docs/behaviour.md#profiles); signed-in members only
         *     (docs/behaviour.md#visitors-and-members). `profile` narrows the result to one member. Not in
         *     the product rules; chosen: items are the public ProfileSummary (no e-mail, birth date,
         *     consents or permission groups); paged envelope of 12; only verified members are listed. With
         *     `profile`, an unknown or unverified member answers 404 `{ detail }` (the
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
         * @description Marks or unmarks a venue location as the member's favourite (docs/behaviour.md#profiles).
         *     Not in the product rules; chosen: a toggle answering `{ id, is_favourite, favourite_locations }`.
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
         * @description Joins the group, or leaves it when already a member (docs/behaviour.md#groups).
         *     Visitors are told to log in (docs/behaviour.md#visitors-and-members).
         *     Not in the product rules; chosen: a toggle answering `{ id, is_member, num_members, groups }`
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
         * @description Paged activity log filtered by a date range (docs/behaviour.md#logs-and-integrations);
         *     signed-in members only (docs/behaviour.md#visitors-and-members).
         *     Not in the product rules; chosen: entries `{ id, category, message, url, created_by,
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
         * @description Summary figures for reviewers (docs/behaviour.md#logs-and-integrations). The role
         *     requirement is not in the product rules. Not in the product rules; chosen: only members of
         *     the permission group "Reviewers" (a pair `[id, "Reviewers"]` in `Profile.auth.groups`) read
         *     it; any other signed-in member gets 403 `{ detail }`. Counts cover the 30 days up to today;
         *     `top_boards` are the five boards with the most new posts in that period. In the mocks the
         *     demo account `critic` is a reviewer and `filmfan` is not.
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
         * @description OAuth callback carrying the `code` parameter (docs/behaviour.md#logs-and-integrations).
         *     Not in the product rules; chosen: the signed-in member's account is linked and the answer is
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
         * @description OAuth callback carrying the `code` parameter (docs/behaviour.md#logs-and-integrations).
         *     Not in the product rules; chosen: same shape as the TikTok callback, `{ platform, connected,
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
         * @description OAuth callback carrying the `code` parameter (docs/behaviour.md#logs-and-integrations).
         *     Not in the product rules; chosen: same shape as the TikTok callback, `{ platform, connected,
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
         * @description The /top discussion feed (docs/behaviour.md#posts-and-feeds), paginated with load more
         *     (docs/behaviour.md#lists-and-paging). Readable by visitors; when a bearer token is sent,
         *     `votes.has_upvoted` is personalised (optional auth). Not in the product rules; chosen:
         *     ordered by upvotes, pages of 12.
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
         * @description The /trending discussion feed (docs/behaviour.md#posts-and-feeds). Readable by visitors;
         *     personalised `votes.has_upvoted` with a bearer token (optional auth).
         *     Not in the product rules; chosen: ordered by recent activity, pages of 12.
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
         * @description The /new discussion feed (docs/behaviour.md#posts-and-feeds), newest first. Readable by
         *     visitors; personalised `votes.has_upvoted` with a bearer token (optional auth). Pages of 12.
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
         * @description The /grid feed of image-only posts (docs/behaviour.md#posts-and-feeds). Readable by
         *     visitors; personalised with a bearer token (optional auth). Not in the product rules;
         *     chosen: only posts whose `image` is not null, newest first, pages of 12.
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
         * @description The post of /post/{post_slug} (docs/behaviour.md#posts-and-feeds); the screen shows 404 text
         *     when it is missing. Readable by visitors; personalised with a bearer token (optional auth).
         *     Not in the product rules; chosen: 404 `{ detail: "Not found." }` for an unknown slug.
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
         * @description The posts tab of a profile, with load more (docs/behaviour.md#profiles).
         *     Not in the product rules; chosen: readable by visitors (optional auth personalises votes),
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
         * @description Free-text post search used by the search-posts modal and profile pages;
         *     the client trims and collapses spaces and omits an empty query
         *     (docs/behaviour.md#search). `profile` narrows to one author. Readable by visitors (optional
         *     auth).
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
         * @description Posts of the group page /group/{group_slug} (docs/behaviour.md#groups). Readable by
         *     visitors (optional auth). Not in the product rules; chosen: 404 when the group is unknown.
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
         * @description Edits the member's own post (only the author may: docs/behaviour.md#visitors-and-members)
         *     and expects 200. The payload adds `id`; title non-empty; update sends the existing board
         *     ids. Not in the product rules; chosen: answer the updated Post; 403 when the member is not
         *     the author; 404 when the post is unknown.
         */
        put: operations["updatePost"];
        /**
         * Create a post or a question
         * @description Creates a post (title, body, image, group, boards, status) and expects 201.
         *     Login required; title non-empty (missing_title_post); body non-empty when `type` is post
         *     (missing_body_post), questions need no body; at most 1 image
         *     (docs/behaviour.md#posts-and-feeds). Status "A" is sent on creation. On create, `boards` is
         *     an empty list. The new post is added at the top of lists. Not in the product rules; chosen:
         *     answer the created Post; 400 field errors.
         */
        post: operations["createPost"];
        /**
         * Delete a post
         * @description Deletes the member's own post; the body carries only `id` (missing_id_post) and success is
         *     200. The post is removed from lists (docs/behaviour.md#posts-and-feeds).
         *     Not in the product rules; chosen: answer `{ id, message }`; 403 when not the author.
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
         *     with load more while `has_next` (docs/behaviour.md#comments). `comment` is the
         *     comment highlighted by /post/{slug}?comment (docs/behaviour.md#posts-and-feeds). Readable by
         *     visitors; personalised votes with a bearer token (optional auth). Not in the product rules;
         *     chosen: newest first, 12 top-level comments a page; with `comment`, page 1 starts with the
         *     thread that contains that comment.
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
         * @description Edits the member's own comment (docs/behaviour.md#visitors-and-members) and expects 200;
         *     body non-empty (missing_body_comment). Not in the product rules; chosen: answer the updated
         *     Comment; 403 when not the author.
         */
        put: operations["updateComment"];
        /**
         * Comment on a post or reply to a comment
         * @description Creates a top-level comment (`parent_comment` null) or a reply, and expects 201.
         *     Login required; status "A". The answer carries `hierarchy` (ancestor ids, root
         *     first) and `show_as_quote`, so the client can add it at the top of the right children
         *     list and increment the post's comment count (docs/behaviour.md#comments).
         *     Not in the product rules; chosen: answer the created Comment; 400 field errors.
         */
        post: operations["createComment"];
        /**
         * Delete a comment
         * @description Deletes the member's own comment and its replies; body `{ id }` (missing_id_comment),
         *     expects 200. The post's comment count drops by one plus the replies
         *     (docs/behaviour.md#comments). Not in the product rules; chosen: answer `{ id, message }`;
         *     403 when not the author.
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
         * @description Casts (or withdraws) the member's upvote on a post (posts use
         *     Upvote). The client accepts 200 or 205 (docs/behaviour.md#votes) and replaces the post's
         *     votes.
         *     Failure: "I came across an issue casting your vote, please try again." (vote_error).
         *     Not in the product rules; chosen: the vote toggles. Casting it answers 200 `{ id, votes }` with
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
         * @description Casts an Upvote or Downvote on a comment; the client accepts 200 (docs/behaviour.md#votes)
         *     and replaces the comment's votes. Not in the product rules; chosen: voting the same category
         *     again withdraws the vote; the answer is `{ id, votes }`.
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
         * @description Paged group search: `id` narrows to one group, `profile`
         *     to the groups a member joined. Readable by visitors
         *     (docs/behaviour.md#visitors-and-members). Pages of 12.
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
         *     composer is used (docs/behaviour.md#groups).
         *     Not in the product rules; chosen: a plain array (not paged) of `{ id, name, subcategories }`;
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
         * @description Top groups, paged. Readable by visitors.
         *     Not in the product rules; chosen: ordered by `num_members`, pages of 12.
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
         * @description Group detail for anonymous visitors (docs/behaviour.md#visitors-and-members).
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
         * @description Group detail for signed-in members (docs/behaviour.md#visitors-and-members).
         *     Not in the product rules; chosen: the same Group shape as the public path; whether the member
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
         * @description Edits a group (the payload carries `id`); status "A" is sent on edit
         *     (docs/behaviour.md#groups). Not in the product rules; chosen: administrators only (403
         *     otherwise); answer 200 with the updated Group.
         */
        put: operations["updateGroup"];
        /**
         * Create an interest group
         * @description Creates a group and expects 201 with `slug`; the client then goes to /group/{slug}
         *     (docs/behaviour.md#groups). Name (missing_name_group) and description
         *     (missing_description_group) non-empty, category required; the creator is listed
         *     administrator; status "A" (docs/behaviour.md#groups). Not in the product rules; chosen:
         *     answer the created Group.
         */
        post: operations["createGroup"];
        /**
         * Delete an interest group
         * @description Deletes a group (the body carries `id`).
         *     Not in the product rules; chosen: administrators only (403 otherwise); answer 200 `{ id, message }`.
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
         * @description The /boards grid with search via `query` and a `filter` parameter
         *     (docs/behaviour.md#boards). Readable by visitors. Pages of 12.
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
         * @description The board header of /board/{board_slug} (docs/behaviour.md#boards): name, featured image,
         *     counts and related (sub) boards. Readable by visitors. Whether the member saved it is read
         *     from Profile.saved_boards.
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
         * @description Posts of /board/{board_slug} in a masonry layout with load more (docs/behaviour.md#boards).
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
         * @description The /home view: most popular boards first, then named playlists, with load more
         *     (docs/behaviour.md#boards).
         *     Not in the product rules; chosen: `{ most_popular: { name, boards }, others: Playlist[],
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
         * @description The Top Boards side list of a post page (docs/behaviour.md#posts-and-feeds). Readable by
         *     visitors. Not in the product rules; chosen: ordered by `num_posts`, pages of 12.
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
         *     item, date, dismiss and view (docs/behaviour.md#notifications); load more when another page
         *     exists. Signed-in members only (docs/behaviour.md#visitors-and-members). Newest first, pages
         *     of 12.
         */
        get: operations["listNotifications"];
        /**
         * Dismiss a notification
         * @description Dismisses a notification; expects 200; the client removes it from the list
         *     (docs/behaviour.md#notifications). Not in the product rules; chosen: answer `{ id,
         *     num_notifications }` with the new unread count for the menu badge.
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
         * @description Banner advertisements for the home screen, rotated every 25 seconds (docs/behaviour.md#ads).
         *     Readable by visitors.
         *     Not in the product rules; chosen: not paged — `{ results: Advertisement[] }`.
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
         * @description The searchable list of /ai/recommender (docs/behaviour.md#recommender). Readable by
         *     visitors. Pages of 12.
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
         *     and answers; asked one question at a time (docs/behaviour.md#recommender). Readable by
         *     visitors.
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
         * @description Saves the chosen answers (at least one) of one question and expects 201
         *     (docs/behaviour.md#recommender). Visitors may answer: `created_by` is null and `session_id`
         *     is a random UUID per visit. Not in the product rules; chosen: answer the saved
         *     QuestionnaireResponse with its id.
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
         * @description Requested after the last question; expects 200 (docs/behaviour.md#recommender). The client
         *     shows 3 recommendations and reveals up to 6; an empty list means no match. Not in the
         *     product rules; chosen: answer `{ recommendations: Recommendation[] }`; `question` and
         *     `answers` are optional in this payload.
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
         *     `Comment.created_date`, beside their ISO 8601 `created_date_iso` (the product names both);
         *     the client shows it as is and uses the ISO field for the `<time datetime>` attribute.
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
         * @description Record status. "A" (active) is sent on creation and edit (docs/behaviour.md#posts-and-feeds); no other code is used.
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
         * @description An image chosen in the client (docs/behaviour.md#images): `source` "processed" carries a
         *     freshly compressed base64 data URL in `data`; "saved" carries the address of an image
         *     already stored, left unchanged. png, jpeg and jpg only.
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
             * @description `processed`: `data` is a freshly compressed image as a base64 data URL;
             *     `saved`: `data` is the address of an image already stored, kept unchanged.
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
            /** @description True when `current_page` is greater than 1. */
            has_previous: boolean;
            /**
             * @description True when a later page exists; the client offers
             *     "load more" (the next `page`) while it is true.
             */
            has_next: boolean;
            /**
             * @description The page this answer holds, from 1 (the requested `page`).
             *     A page past the end answers an empty `results`, not 404.
             */
            current_page: number;
            /**
             * @description Number of pages of at most 12 items. For an empty list openapi/README.md says
             *     1 and the mocks send 0 (both validate); the client does not read this field.
             */
            total_pages: number;
            /** @description Number of items in the whole list, across all pages; 0 when the list is empty. */
            total_objects: number;
        };
        /**
         * @description DRF / SimpleJWT error body. `code` is "token_not_valid" for rejected tokens.
         * @example {
         *       "detail": "Two-factor authentication not completed. Please verify your account."
         *     }
         */
        ErrorDetail: {
            /**
             * @description Human-readable reason, e.g. "Not found.". The client shows it
             *     (docs/behaviour.md#alerts-and-messages) and matches the not-verified login sentence
             *     exactly (docs/behaviour.md#accounts-and-sign-in).
             */
            detail: string;
            /**
             * @description Machine-readable reason: "token_not_valid" when a bearer or refresh token is unknown,
             *     expired or spent (the client then refreshes or ends the session). Absent otherwise.
             */
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
            /**
             * @description Messages not tied to one field, e.g. a refused Google token
             *     (docs/behaviour.md#alerts-and-messages); the client shows the first when there is no
             *     `message`.
             */
            non_field_errors?: string[];
            /**
             * @description The one sentence the client shows in its alert (docs/behaviour.md#alerts-and-messages);
             *     optional, often repeating a field's first message.
             */
            message?: string;
            /**
             * @description Outcome word some DRF views add (e.g. "error"). No operation of this
             *     contract needs it: the mocks never send it and the client ignores it.
             */
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
            /**
             * @description Human-readable confirmation of what was done, e.g.
             *     "Account created! Check your email to verify.".
             */
            message: string;
        };
        /**
         * @example {
         *       "detail": "Username is available."
         *     }
         */
        DetailResponse: {
            /** @description Human-readable outcome of the sign-up check, e.g. "Username is available.". */
            detail: string;
        };
        /**
         * @example {
         *       "key": "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b"
         *     }
         */
        KeyResponse: {
            /**
             * @description The member's API key, an opaque string: the same value on every call until
             *     the account is deleted. What the key gives access to is not in the product rules.
             */
            key: string;
        };
        /**
         * @example {
         *       "id": 101,
         *       "message": "Post deleted."
         *     }
         */
        DeleteResult: {
            /** @description Id of the deleted post, comment or group (the `id` that was sent). */
            id: number;
            /** @description Human-readable confirmation, e.g. "Post deleted.". */
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
            /**
             * @description Access token for the `Authorization: Bearer` header;
             *     short-lived (the mocks: 15 minutes) and opaque to the client.
             */
            access: string;
            /**
             * @description Refresh token for POST /api/auth/login/refresh and
             *     /api/auth/logout; single use, since every refresh rotates it.
             */
            refresh: string;
        };
        /**
         * @example {
         *       "username": "reelrachel",
         *       "password": "Popcorn-and-Noir-1944"
         *     }
         */
        LoginRequest: {
            /** @description The member's username (the /login form). */
            username: string;
            /**
             * Format: password
             * @description The member's password.
             */
            password: string;
        };
        /**
         * @example {
         *       "refresh": "eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCIsInVzZXJfaWQiOjEyfQ.c2lnbmF0dXJl"
         *     }
         */
        RefreshRequest: {
            /** @description The refresh token of the current pair; this call spends it (rotation). */
            refresh: string;
        };
        /**
         * @description Registration payload (with the defaults of docs/behaviour.md#accounts-and-sign-in). `referral_id` travels as a query parameter.
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
            /**
             * @description Username chosen in step 2 of the sign-up wizard; a
             *     taken one answers 400 "This username is already taken!".
             */
            username: string;
            /**
             * Format: email
             * @description E-mail address from step 1; the verification link goes to it. An
             *     address of an existing or deleted account is refused
             *     (docs/behaviour.md#accounts-and-sign-in).
             */
            email: string;
            /**
             * Format: password
             * @description Password chosen in step 1; the server may refuse a
             *     weak one (the product rules leave the strength rule to the server).
             */
            password: string;
            /**
             * Format: password
             * @description Repeat of `password`; must be equal.
             */
            confirm_password: string;
            /**
             * @description First name; the client sends "" (a registration default).
             * @default
             */
            first_name: string;
            /**
             * @description Last name; the client sends "" (a registration default).
             * @default
             */
            last_name: string;
            /**
             * Format: date
             * @description Birth date (`YYYY-MM-DD`) or null; the client sends null (a registration default).
             * @default null
             */
            date_of_birth: string | null;
            /**
             * @description Timezone code of the member; the client sends "GB" (a registration default).
             * @default GB
             */
            timezone: string;
            /**
             * @description Interface language code; the client sends "EN", the only language
             *     (docs/behaviour.md#text-and-language).
             * @default EN
             */
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
            /**
             * Format: email
             * @description E-mail address entered in step 1 of the sign-up wizard, checked
             *     before the account exists (e.g. not already registered).
             */
            email: string;
            /**
             * Format: password
             * @description Password entered in step 1; a weak one answers 400 "Password
             *     is not strong enough" or the server's own message
             *     (docs/behaviour.md#accounts-and-sign-in).
             */
            password: string;
            /**
             * Format: password
             * @description Repeat of `password`; must be equal.
             */
            confirm_password: string;
        };
        /**
         * @example {
         *       "username": "reelrachel"
         *     }
         */
        RegistrationCheck2Request: {
            /** @description Username entered in step 2; a taken one answers 400 "This username is already taken!". */
            username: string;
        };
        /**
         * @example {
         *       "email": "rachel@example.com"
         *     }
         */
        EmailRequest: {
            /**
             * Format: email
             * @description The address the call is about: the account to re-send verification
             *     to, the account to recover, or the person to invite (referral).
             */
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
            /**
             * Format: email
             * @description Sender's e-mail address, for the reply (visitors may write too).
             */
            email: string;
            /** @description Subject line of the message. */
            subject: string;
            /** @description The message text. */
            message: string;
        };
        /**
         * @example {
         *       "message": "Your email address is verified.",
         *       "user": null
         *     }
         */
        VerificationConfirmResponse: {
            /**
             * @description Human-readable outcome of the verification; the client shows
             *     its own success or failure text, chosen by `user`
             *     (docs/behaviour.md#accounts-and-sign-in).
             */
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
            /** @description Always true in a 200: an expired or used link answers 400 instead. */
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
            /** @description Profile id from the recovery link's `profile` query parameter. */
            profile: number;
            /**
             * Format: password
             * @description The new password (the product rules set no length or complexity rule).
             */
            new_password: string;
            /**
             * Format: password
             * @description Repeat of `new_password`; must be equal.
             */
            confirm_password: string;
            /**
             * @description Recovery session token from the link's `session`
             *     query parameter; it expires and works once.
             */
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
            /** @description Board id. */
            id: number;
            /** @description Board name. */
            name: string;
            /** @description Board slug, for /board/{board_slug}. */
            slug: string;
            /** @description The board's tile image, shown on the saved-board card, or null when it has none. */
            featured_image: components["schemas"]["ImageUrl"];
        };
        /**
         * @description Permission groups of the member (`auth.groups` of the profile).
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
         * @description The signed-in member. `groups` lists the ids of joined interest groups;
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
            /** @description Profile id; `created_by` on posts and comments holds this value. */
            id: number;
            /** @description First name; may be empty. */
            first_name: string;
            /** @description Last name; may be empty. */
            last_name: string;
            /**
             * Format: date
             * @description Birth date (`YYYY-MM-DD`), or null when not given.
             */
            date_of_birth: string | null;
            /**
             * Format: email
             * @description E-mail address the account registered with; read-only (docs/behaviour.md#profiles).
             *     Left out of ProfileSummary, the view other members get.
             */
            email: string;
            /** @description Unique username, shown as the member's name across the site. */
            username: string;
            /** @description Profile picture address, or null (the client shows a default icon). */
            profile_picture: components["schemas"]["ImageUrl"];
            /** @description Cover picture address, or null (the client shows a placeholder). */
            cover_picture: components["schemas"]["ImageUrl"];
            /**
             * @description Short line shown under the name; at most 50 characters (docs/behaviour.md#profiles),
             *     empty when none.
             */
            tagline: string;
            /** @description Free-text biography; empty when none. */
            bio: string;
            /** @description Timezone code, "GB" from registration. */
            timezone: string;
            /** @description Interface language code, "EN" (the only language). */
            language: string;
            /**
             * @description Whether the member agreed to the terms at sign-up;
             *     true for every registered member (docs/behaviour.md#accounts-and-sign-in).
             */
            agree_terms: boolean;
            /**
             * @description Whether the member confirmed being over 18 at
             *     sign-up; true for every registered member (docs/behaviour.md#accounts-and-sign-in).
             */
            over_18: boolean;
            /**
             * @description Whether the member accepts marketing e-mail (the
             *     inverse of the sign-up "no e-mail marketing" choice).
             */
            wants_email_marketing: boolean;
            /**
             * @description Whether the e-mail address is verified; an unverified member cannot log in
             *     (docs/behaviour.md#accounts-and-sign-in).
             */
            is_verified: boolean;
            /** @description Number of unread (not dismissed) notifications, for the menu badge (docs/behaviour.md#navigation-and-layout). */
            num_notifications: number;
            /** @description Number of posts and questions the member wrote. */
            num_posts: number;
            /** @description Number of comments and replies the member wrote. */
            num_comments: number;
            /**
             * @description Upvotes received on the member's posts and comments (the product rules
             *     says only "upvotes"; the mocks count votes received, not cast).
             */
            num_upvotes: number;
            /**
             * Format: date-time
             * @description When the account was created (ISO 8601); shown as the joined date.
             */
            created_date: string;
            /** @description Ids of the interest groups the member joined. */
            groups: number[];
            /**
             * @description Boards the member saved, in the order saved
             *     the profile's boards tab lists them.
             */
            saved_boards: components["schemas"]["SavedBoard"][];
            /** @description Ids of favourite venue locations. */
            favourite_locations: number[];
            /**
             * @description Permission groups: "Consumers"
             *     opens the profile routes, "Reviewers" the reviewer insights.
             */
            auth: components["schemas"]["PermissionGroups"];
        };
        /**
         * @description A member as other members see them (profiles page, /profile/{profile_id}).
         *     Not in the product rules; chosen: the public subset of Profile — no e-mail, birth date,
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
            /** @description Profile id, for /profile/{profile_id}. */
            id: number;
            /** @description First name; may be empty. */
            first_name: string;
            /** @description Last name; may be empty. */
            last_name: string;
            /** @description Unique username, shown as the member's name. */
            username: string;
            /** @description Profile picture address, or null (the client shows a default icon). */
            profile_picture: components["schemas"]["ImageUrl"];
            /** @description Cover picture address, or null (the client shows a placeholder). */
            cover_picture: components["schemas"]["ImageUrl"];
            /** @description Short line shown on the card; at most 50 characters, empty when none. */
            tagline: string;
            /** @description Free-text biography; empty when none. */
            bio: string;
            /** @description Number of posts and questions the member wrote. */
            num_posts: number;
            /** @description Number of comments and replies the member wrote. */
            num_comments: number;
            /** @description Upvotes received on the member's posts and comments (as Profile.num_upvotes). */
            num_upvotes: number;
            /**
             * Format: date-time
             * @description When the account was created (ISO 8601); shown as the joined date.
             */
            created_date: string;
            /** @description Ids of the interest groups the member joined. */
            groups: number[];
            /** @description Boards the member saved, in the order saved. */
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
            /** @description This page's verified members, at most 12. */
            results: components["schemas"]["ProfileSummary"][];
            /** @description Where this page sits in the whole list (see Pagination). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Profile edit (docs/behaviour.md#profiles). All fields optional. `email` is read-only: the
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
            /** @description First name; omitted keeps the current one. */
            first_name?: string;
            /** @description Last name; omitted keeps the current one. */
            last_name?: string;
            /**
             * Format: email
             * @description Read-only: the server ignores a changed value (docs/behaviour.md#profiles).
             */
            readonly email?: string;
            /**
             * @description New username; a taken one answers 400 "This
             *     username is already taken! Choose another one.".
             */
            username?: string;
            /**
             * Format: password
             * @description The current password; required when `update_password`
             *     is set, and a wrong one answers 400 (docs/behaviour.md#profiles).
             */
            current_password?: string;
            /**
             * Format: password
             * @description New password; omitted or empty keeps the current one.
             */
            update_password?: string;
            /**
             * Format: password
             * @description Repeat of `update_password`; must be equal ("Your updated passwords do not match!").
             */
            confirm_password?: string;
            /**
             * Format: date
             * @description Birth date (`YYYY-MM-DD`), or null to clear it; omitted keeps it.
             */
            date_of_birth?: string | null;
            /**
             * @description A new picture (`processed`), the current one
             *     (`saved`), or null to remove it; omitted keeps it.
             */
            profile_picture?: components["schemas"]["ImagePayload"] | null;
            /**
             * @description A new cover (`processed`), the current one
             *     (`saved`), or null to remove it; omitted keeps it.
             */
            cover_picture?: components["schemas"]["ImagePayload"] | null;
            /** @description Tagline, at most 50 characters (docs/behaviour.md#profiles); omitted keeps it. */
            tagline?: string;
            /** @description Biography; omitted keeps it. */
            bio?: string;
        };
        /**
         * @example {
         *       "id": 101
         *     }
         */
        IdRequest: {
            /**
             * @description Id of the entity the operation acts on: the post, comment or group to delete, the board
             *     to save or remove, the group to join or leave, the venue location or the notification.
             */
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
            /** @description True after a save, false after a removal. */
            saved: boolean;
            /** @description The member's saved boards after the change (as Profile.saved_boards). */
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
            /** @description Id of the venue location. */
            id: number;
            /** @description Whether the location is a favourite after this toggle. */
            is_favourite: boolean;
            /**
             * @description Ids of the member's favourite locations after
             *     the change (as Profile.favourite_locations).
             */
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
            /** @description Whether the member belongs to the group after this toggle. */
            is_member: boolean;
            /** @description The group's member count after the change. */
            num_members: number;
            /** @description The member's joined group ids after the change. */
            groups: number[];
        };
        /**
         * @description Not in the product rules; chosen: a DRF-style activity record.
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
            /** @description Log entry id. */
            id: number;
            /** @description Kind of activity, e.g. post_created, comment_created, vote. */
            category: string;
            /** @description Human-readable sentence describing the activity. */
            message: string;
            /**
             * Format: uri-reference
             * @description Address (same-origin path) of the page or content concerned, or null when there is none.
             */
            url: string | null;
            /** @description Profile id of the member who acted, or null for a visitor. */
            created_by: number | null;
            /**
             * @description Display name of whoever acted; the mocks send the
             *     username, or "visitor" when `created_by` is null.
             */
            created_by_ref: string;
            /**
             * Format: date-time
             * @description When the activity happened (ISO 8601); `dateRange`
             *     compares its calendar day (UTC in the mocks).
             */
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
            /** @description This page's log entries, newest first, at most 12. */
            results: components["schemas"]["LogEntry"][];
            /** @description Where this page sits in the whole list (see Pagination). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Not in the product rules; chosen: counts over the last 30 days and the most active boards.
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
            /**
             * Format: date
             * @description First day of the 30-day period counted (ISO date, inclusive).
             */
            period_start: string;
            /**
             * Format: date
             * @description Last day of the period, today (ISO date, inclusive).
             */
            period_end: string;
            /** @description Posts created in the period. */
            num_posts: number;
            /** @description Comments created in the period. */
            num_comments: number;
            /** @description Upvotes cast in the period (the mocks count post upvotes). */
            num_upvotes: number;
            /** @description Members who registered in the period. */
            num_new_members: number;
            /** @description Up to five boards with the most new posts in the period, most first. */
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
            /** @description Board id. */
            id: number;
            /** @description Board name. */
            name: string;
            /** @description Board slug, for /board/{board_slug}. */
            slug: string;
            /** @description Posts created on this board in the period. */
            num_posts: number;
        };
        /**
         * @description Not in the product rules; chosen: which platform was linked and a message.
         * @example {
         *       "platform": "tiktok",
         *       "connected": true,
         *       "message": "Your account is now connected."
         *     }
         */
        IntegrationResult: {
            /**
             * @description The platform that was linked: the one named in the path.
             * @enum {string}
             */
            platform: "tiktok" | "instagram" | "facebook";
            /** @description Whether the account is now linked; always true in a 200 (a refused code answers 400). */
            connected: boolean;
            /** @description Human-readable confirmation, e.g. "Your account is now connected.". */
            message: string;
        };
        /**
         * @description A post (title, body, image) or a question (title, body optional).
         * @example post
         * @enum {string}
         */
        PostType: "post" | "question";
        /**
         * @description Posts only take Upvote (docs/behaviour.md#votes).
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
            /** @description Board id. */
            id: number;
            /** @description Board name. */
            name: string;
            /** @description Board slug, for /board/{board_slug}. */
            slug: string;
        };
        /**
         * @example {
         *       "upvotes": 42,
         *       "has_upvoted": false
         *     }
         */
        PostVotes: {
            /** @description Number of upvotes on the post. */
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
            /** @description Number of upvotes on the comment. */
            upvotes: number;
            /** @description Number of downvotes on the comment. */
            downvotes: number;
            /** @description Whether the signed-in member upvoted; always false for visitors. */
            has_upvoted: boolean;
            /**
             * @description Whether the signed-in member downvoted; always
             *     false for visitors, never true with `has_upvoted`.
             */
            has_downvoted: boolean;
        };
        /**
         * @description A post or question. `group` is `[group id, group name]` or null.
         *     Dates: the product gives posts and comments both `created_date` and `created_date_iso`, so on
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
            /** @description Post id. */
            id: number;
            /**
             * @description Unique URL slug, for /post/{post_slug} and the
             *     share address {host}/post/{slug} (docs/behaviour.md#posts-and-feeds).
             */
            slug: string;
            /** @description Title; never blank. */
            title: string;
            /** @description Body text; may be empty for a question (docs/behaviour.md#posts-and-feeds). */
            body: string;
            /**
             * @description Address of the post's one image, or null when it has none
             *     the visual feed holds only posts with one.
             */
            image: components["schemas"]["ImageUrl"];
            /** @description Record status, "A" (docs/behaviour.md#posts-and-feeds). */
            status: components["schemas"]["Status"];
            /** @description Whether this is a post or a question. */
            type: components["schemas"]["PostType"];
            /** @description Author's profile id. */
            created_by: number;
            /** @description Author's profile id (same value as created_by). */
            created_by_id: number;
            /** @description Author's display name. */
            created_by_ref: string;
            /** @description Author's profile picture address, or null when they have none. */
            created_by_pic: components["schemas"]["ImageUrl"];
            /** @description Author's tagline; empty when they have none. */
            created_by_tagline: string;
            /**
             * @description Creation date for display, `D Mon YYYY` in
             *     UTC, e.g. "14 Mar 2024" (contract decision 19).
             */
            created_date: components["schemas"]["DisplayDate"];
            /**
             * Format: date-time
             * @description Creation time, ISO 8601: the same instant as `created_date`.
             */
            created_date_iso: string;
            /**
             * Format: date-time
             * @description When the post was last edited (ISO 8601), or null if it never was.
             */
            updated_date: string | null;
            /** @description Boards the post appears on. */
            boards: components["schemas"]["BoardRef"][];
            /** @description The group the post was made in, as `[group id, group name]`, or null. */
            group: components["schemas"]["GroupPair"] | null;
            /** @description Upvote count and, for a signed-in reader, whether they upvoted. */
            votes: components["schemas"]["PostVotes"];
            /** @description Number of comments on the post, replies at any depth included (docs/behaviour.md#comments). */
            num_comments: number;
            /**
             * @description Image for link previews of the post (Open Graph), or null. The product names
             *     the field without saying more; the mocks send the same value as `image`.
             */
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
            /** @description This page's posts, at most 12, in the order the operation describes. */
            results: components["schemas"]["Post"][];
            /** @description Where this page sits in the whole list (see Pagination). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description New post or question. Title non-empty; body non-empty for posts, may be empty for
         *     questions; status "A"; `boards` is empty on create, except the one board a post is written
         *     from ("post in this board"); at most one image.
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
            /** @description Title; must not be blank ("Please add a title to your post!"). */
            title: string;
            /**
             * @description Body text; must not be blank for a post ("Please add some
             *     content to your post!"), may be empty for a question.
             */
            body: string;
            /** @description Post or question. */
            type: components["schemas"]["PostType"];
            /** @description The post's one image (a `processed` upload), or null for none. */
            image: components["schemas"]["ImagePayload"] | null;
            /** @description Id of the group to post in, or null. */
            group: number | null;
            /**
             * @description Ids of the boards to place the post on. The product rules say an empty list on
             *     create; chosen: the client sends an empty list, except for a post written from a
             *     board's "post in this board", which sends that board's id
             *     (docs/behaviour.md#posts-and-feeds).
             */
            boards: number[];
            /** @description Always "A". */
            status: components["schemas"]["Status"];
        };
        /**
         * @description Post edit (with `id`); sends the existing board ids; title non-empty.
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
            /** @description Id of the post to edit; only its author may (403 otherwise). */
            id: number;
            /** @description Title; must not be blank ("Please add a title to your post!"). */
            title: string;
            /** @description Body text; must not be blank for a post, may be empty for a question. */
            body: string;
            /** @description Post or question; omitted keeps the current type. */
            type?: components["schemas"]["PostType"];
            /**
             * @description `saved` keeps the current image, `processed`
             *     replaces it, null removes it; omitted keeps it.
             */
            image?: components["schemas"]["ImagePayload"] | null;
            /** @description Id of the group, or null for none; omitted keeps the current group. */
            group?: number | null;
            /**
             * @description Ids of the post's boards; the client sends the
             *     existing ones; omitted keeps them.
             */
            boards?: number[];
            /** @description Always "A". */
            status: components["schemas"]["Status"];
        };
        /**
         * @description A comment or reply. Threads are shown one level deep (docs/behaviour.md#comments),
         *     so the shape is fixed as follows (not in the product rules beyond
         *     that; chosen and relied on by the client):
         *
         *     - A top-level comment (`parent_comment` null, `hierarchy` empty) carries in `children`
         *       EVERY reply of its thread, at any depth, flattened into one list, newest first
         *       (docs/behaviour.md#comments: a new reply lands at the top of `children`).
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
            /** @description Comment id. */
            id: number;
            /** @description Id of the post. */
            post: number;
            /** @description Id of the post (same value as post). */
            post_id: number;
            /** @description Id of the comment this one replies to, or null for a top-level comment. */
            parent_comment: number | null;
            /** @description Comment text; never blank. */
            body: string;
            /** @description Record status, "A". */
            status: components["schemas"]["Status"];
            /** @description Author's profile id. */
            created_by: number;
            /** @description Author's profile id (same value as created_by). */
            created_by_id: number;
            /** @description Author's display name (the mocks send the username). */
            created_by_ref: string;
            /** @description Author's profile picture address, or null when they have none. */
            created_by_pic: components["schemas"]["ImageUrl"];
            /** @description Author's tagline; empty when they have none. */
            created_by_tagline: string;
            /**
             * @description Creation date for display, `D Mon YYYY` in
             *     UTC, e.g. "14 Mar 2024" (contract decision 19).
             */
            created_date: components["schemas"]["DisplayDate"];
            /**
             * Format: date-time
             * @description Creation time, ISO 8601: the same instant as `created_date`.
             */
            created_date_iso: string;
            /** @description Whether the client renders the reply as a quote of its parent. */
            show_as_quote: boolean;
            /**
             * @description Ids of the ancestor comments, root first; empty
             *     for a top-level comment (contract decision 24).
             */
            hierarchy: number[];
            /**
             * @description For a top-level comment, every reply of its thread at any
             *     depth, flattened, newest first; always empty for a reply.
             */
            children: components["schemas"]["Comment"][];
            /** @description Up- and downvote counts and, for a signed-in reader, their own vote. */
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
            /**
             * @description This page's top-level comments, newest first,
             *     at most 12, each with its replies in `children`.
             */
            results: components["schemas"]["Comment"][];
            /** @description Where this page sits in the list of top-level comments (replies are not counted). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description New comment (`parent_comment` null) or reply; body non-empty; status "A".
         * @example {
         *       "post": 101,
         *       "parent_comment": 501,
         *       "body": "The blood-test scene still gets me every single time.",
         *       "status": "A"
         *     }
         */
        CommentCreateRequest: {
            /** @description Id of the post commented on. */
            post: number;
            /** @description Id of the comment replied to (any depth, same post), or null for a top-level comment. */
            parent_comment: number | null;
            /** @description Comment text; must not be blank ("Please add some content to your comment!"). */
            body: string;
            /** @description Always "A". */
            status: components["schemas"]["Status"];
        };
        /**
         * @description Comment edit (with `id`); body non-empty (missing_body_comment).
         * @example {
         *       "id": 502,
         *       "body": "The blood-test scene still gets me, every single rewatch.",
         *       "status": "A"
         *     }
         */
        CommentUpdateRequest: {
            /** @description Id of the comment to edit; only its author may (403 otherwise). */
            id: number;
            /**
             * @description Id of the comment's post; optional, since an
             *     edit never moves a comment (the mocks ignore it).
             */
            post?: number;
            /**
             * @description Id of the comment's parent; optional, since an
             *     edit never changes it (the mocks ignore it).
             */
            parent_comment?: number | null;
            /** @description New text; must not be blank ("Please add some content to your comment!"). */
            body: string;
            /** @description Always "A". */
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
            /**
             * @description Upvote or Downvote (posts accept Upvote only);
             *     sending the vote already cast withdraws it.
             */
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
            /** @description Id of the post voted on. */
            id: number;
            /** @description The post's votes after the vote. */
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
            /** @description Id of the comment voted on. */
            id: number;
            /** @description The comment's votes after the vote; voting the other way moves the vote. */
            votes: components["schemas"]["CommentVotes"];
        };
        /**
         * @description An interest group. The creator is listed among the administrators.
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
            /** @description Group id. */
            id: number;
            /** @description Group name. */
            name: string;
            /** @description What the group is about; never blank (docs/behaviour.md#groups). */
            description: string;
            /** @description Id of a GroupCategory, or null. */
            category: number | null;
            /** @description Ids of GroupSubcategory entries. */
            subcategory: number[];
            /** @description Profile ids of the administrators. */
            administrators: number[];
            /** @description Group picture address, or null when it has none. */
            profile_picture: components["schemas"]["ImageUrl"];
            /** @description Cover picture address, or null when it has none. */
            cover_picture: components["schemas"]["ImageUrl"];
            /** @description Record status, "A". */
            status: components["schemas"]["Status"];
            /**
             * @description Unique URL slug, for /group/{group_slug}; the
             *     client opens it after creating the group (docs/behaviour.md#groups).
             */
            slug: string;
            /**
             * Format: date-time
             * @description When the group was created (ISO 8601).
             */
            created_date: string;
            /** @description Number of members, administrators included. */
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
            /** @description This page's groups, at most 12. */
            results: components["schemas"]["Group"][];
            /** @description Where this page sits in the whole list (see Pagination). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Cult Cinema"
         *     }
         */
        GroupSubcategory: {
            /** @description Subcategory id, as listed in `Group.subcategory`. */
            id: number;
            /** @description Subcategory name. */
            name: string;
        };
        /**
         * @description Not in the product rules; chosen: `{ id, name, subcategories }`.
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
            /** @description Category id, as in `Group.category` and `GroupCreateRequest.category`. */
            id: number;
            /** @description Category name. */
            name: string;
            /** @description The category's subcategories; may be empty. */
            subcategories: components["schemas"]["GroupSubcategory"][];
        };
        /**
         * @description Group creation payload: administrators, name, description, category,
         *     subcategory (list), profile_picture and cover_picture (`{id, source, data}` or null), status A.
         *     `category` is required and must be a category id: a group needs a category
         *     (docs/behaviour.md#groups), so null is only the form's state before a choice and is
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
            /**
             * @description Profile ids of the administrators; the client sends the
             *     creator's id, and the server always lists the creator (docs/behaviour.md#groups).
             */
            administrators: number[];
            /** @description Group name; must not be blank (missing_name_group). */
            name: string;
            /** @description Group description; must not be blank (missing_description_group). */
            description: string;
            /** @description Id of the group's category (GET /api/interest/group/category); required, never null. */
            category: number;
            /** @description Ids of subcategories of the chosen category; may be empty. */
            subcategory: number[];
            /** @description Group picture (a `processed` upload), or null for none. */
            profile_picture: components["schemas"]["ImagePayload"] | null;
            /** @description Cover picture (a `processed` upload), or null for none. */
            cover_picture: components["schemas"]["ImagePayload"] | null;
            /** @description Always "A". */
            status: components["schemas"]["Status"];
        };
        /**
         * @description Group edit (with `id`). Fields other than id and status are optional.
         * @example {
         *       "id": 4,
         *       "name": "Midnight Movie Club",
         *       "description": "Cult oddities, grindhouse double bills and late-night discoveries.",
         *       "status": "A"
         *     }
         */
        GroupUpdateRequest: {
            /** @description Id of the group to edit; only its administrators may (403 otherwise). */
            id: number;
            /** @description Profile ids of the administrators, replacing the list; omitted keeps it. */
            administrators?: number[];
            /** @description Group name; must not be blank; omitted keeps it. */
            name?: string;
            /** @description Group description; must not be blank; omitted keeps it. */
            description?: string;
            /** @description Id of the group's category (GET /api/interest/group/category); required, never null. */
            category?: number;
            /** @description Ids of subcategories of the group's category; omitted keeps them. */
            subcategory?: number[];
            /**
             * @description `saved` keeps the current picture, `processed`
             *     replaces it, null removes it; omitted keeps it.
             */
            profile_picture?: components["schemas"]["ImagePayload"] | null;
            /**
             * @description `saved` keeps the current cover, `processed`
             *     replaces it, null removes it; omitted keeps it.
             */
            cover_picture?: components["schemas"]["ImagePayload"] | null;
            /** @description Always "A". */
            status: components["schemas"]["Status"];
        };
        /**
         * @description A board; `sub_boards` are the related boards shown on the board page.
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
            /** @description Board id. */
            id: number;
            /** @description Board name. */
            name: string;
            /** @description Unique URL slug, for /board/{board_slug}. */
            slug: string;
            /** @description The board's tile image, or null when it has none. */
            featured_image: components["schemas"]["ImageUrl"];
            /** @description Number of posts on the board. */
            num_posts: number;
            /** @description Number of comments, replies included, on the board's posts. */
            num_comments: number;
            /**
             * @description Related boards shown on the board page; in the mocks, a top-level
             *     board's sub-boards, or a sub-board's parent and siblings.
             */
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
            /** @description This page's boards, at most 12, in the order `filter` asks for. */
            results: components["schemas"]["Board"][];
            /** @description Where this page sits in the whole list (see Pagination). */
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
            /** @description Playlist name, shown as the shelf heading. */
            name: string;
            /** @description URL-safe key of the playlist; optional, the client keys the shelf by `name` without it. */
            slug?: string;
            /** @description The playlist's boards, in order. */
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
            /** @description Heading of the shelf, e.g. "Most popular"; the client uses its own heading when empty. */
            name: string;
            /** @description The most active boards (the mocks: up to 8 top-level boards by activity). */
            boards: components["schemas"]["Board"][];
        };
        /**
         * @description The home screen's playlist view. `pagination` counts the `others` playlists.
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
            /** @description The most popular boards, shown first; the same on every page. */
            most_popular: components["schemas"]["MostPopularPlaylist"];
            /** @description This page's named playlists. */
            others: components["schemas"]["Playlist"][];
            /** @description Counts the `others` playlists, not boards. */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description A notification. `category` is a `[key, label]` pair; the card's link shows the label.
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
            /** @description Notification id, sent back to dismiss it. */
            id: number;
            /** @description Display name of the member who caused the notification (the mocks send the username). */
            sender_ref: string;
            /** @description Sender's profile picture address, or null when they have none. */
            sender_pic: components["schemas"]["ImageUrl"];
            /**
             * Format: uri-reference
             * @description Target address opened by the view button (same-origin path or http(s) URL).
             */
            url: string;
            /**
             * @description `[key, label]`: a machine key (e.g. comment, reply,
             *     post_upvote) and the label the card's link shows (docs/behaviour.md#notifications).
             */
            category: [
                string,
                string
            ];
            /**
             * Format: date-time
             * @description When the notification was created (ISO 8601).
             */
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
            /** @description This page of the signed-in member's undismissed notifications, newest first, at most 12. */
            results: components["schemas"]["Notification"][];
            /** @description Where this page sits in the whole list (see Pagination). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @example {
         *       "id": 9001,
         *       "num_notifications": 2
         *     }
         */
        NotificationDismissResult: {
            /** @description Id of the dismissed notification. */
            id: number;
            /** @description The member's unread count after the dismissal, for the badge. */
            num_notifications: number;
        };
        /**
         * @example Banner
         * @enum {string}
         */
        AdvertisementCategory: "Banner";
        /**
         * @description A banner. Not in the product rules; chosen: an `id` for list keys.
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
            /** @description Advertisement id, for list keys. */
            id: number;
            /** @description Where the advertisement is shown; only Banner exists. */
            category: components["schemas"]["AdvertisementCategory"];
            /**
             * Format: uri-reference
             * @description Where the banner links to.
             */
            url: string;
            /** @description Banner title, shown with the picture. */
            title: string;
            /**
             * Format: uri-reference
             * @description Banner picture for the narrowest screens, under 480 px (the client reserves 320 × 100).
             */
            image_xs: string;
            /**
             * Format: uri-reference
             * @description Banner picture for screens 480 px and wider (the client reserves 640 × 160).
             */
            image_sm: string;
            /**
             * Format: uri-reference
             * @description Banner picture for screens 640 px and wider (the client reserves 970 × 250).
             */
            image_md: string;
            /**
             * Format: uri-reference
             * @description Banner picture for screens 1024 px and wider (the client reserves 1456 × 180).
             */
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
            /** @description Every advertisement of the category, in rotation order; empty when there is none. */
            results: components["schemas"]["Advertisement"][];
        };
        /**
         * @example {
         *       "id": 11,
         *       "text": "Something that keeps me up at night"
         *     }
         */
        Answer: {
            /** @description Answer id, sent in `answers` of a questionnaire response. */
            id: number;
            /** @description Answer text, shown as a choice. */
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
            /** @description Question id, sent as `question` of a questionnaire response. */
            id: number;
            /** @description Question text. */
            text: string;
            /** @description The choices; a member may pick several (docs/behaviour.md#recommender). */
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
            /** @description Questionnaire id, sent as `questionnaire` of a response. */
            id: number;
            /** @description URL slug, for /ai/recommender/film-finder/{questionnaire_slug}. */
            slug: string;
            /** @description Questionnaire title. */
            title: string;
            /**
             * Format: date-time
             * @description When the questionnaire was created (ISO 8601).
             */
            created_date: string;
            /** @description Category label shown on the questionnaire card, e.g. "Film Finder". */
            category: string;
            /** @description The questions, in the order they are asked. */
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
            /** @description This page's questionnaires, at most 12. */
            results: components["schemas"]["Questionnaire"][];
            /** @description Where this page sits in the whole list (see Pagination). */
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description The answers to one question. `created_by` is the member's profile id, or null for
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
            /** @description Profile id of the signed-in member, or null for a visitor. */
            created_by: number | null;
            /**
             * Format: uuid
             * @description Random UUID made once per visit (docs/behaviour.md#recommender); it
             *     ties the visit's answers together for the results.
             */
            session_id: string;
            /**
             * Format: email
             * @description A visitor's e-mail address; the client never asks for
             *     one and sends null. Its use is not in the product rules.
             */
            anonymous_email: string | null;
            /** @description Id of the questionnaire. */
            questionnaire: number;
            /** @description Id of the question answered; must belong to the questionnaire. */
            question: number;
            /** @description Ids of the chosen answers of that question; at least one (docs/behaviour.md#recommender). */
            answers: number[];
        };
        /**
         * @description Same payload as a response; chosen: `question` and `answers` optional here.
         * @example {
         *       "created_by": null,
         *       "session_id": "3f1c9a52-7d0e-4c2b-9a61-2b8f4d1e6c70",
         *       "anonymous_email": null,
         *       "questionnaire": 1
         *     }
         */
        QuestionnaireResultsRequest: {
            /** @description Profile id of the signed-in member, or null for a visitor. */
            created_by: number | null;
            /**
             * Format: uuid
             * @description The UUID of the visit whose saved answers give the recommendations.
             */
            session_id: string;
            /**
             * Format: email
             * @description A visitor's e-mail address; the client sends null. Its use is not in the product rules.
             */
            anonymous_email: string | null;
            /** @description Id of the questionnaire. */
            questionnaire: number;
            /**
             * @description Optional: a question whose answers were not
             *     saved by a response call; the client omits it.
             */
            question?: number | null;
            /** @description Optional: the chosen answer ids of `question`; the client omits them. */
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
            /** @description Id of the saved response. */
            id: number;
            /** @description Profile id of the member who answered, or null for a visitor, as sent. */
            created_by: number | null;
            /**
             * Format: uuid
             * @description The visit UUID, as sent.
             */
            session_id: string;
            /**
             * Format: email
             * @description The e-mail address as sent, or null.
             */
            anonymous_email: string | null;
            /** @description Id of the questionnaire. */
            questionnaire: number;
            /** @description Id of the question answered. */
            question: number;
            /** @description Ids of the chosen answers. */
            answers: number[];
            /**
             * Format: date-time
             * @description When the response was saved (ISO 8601).
             */
            created_date: string;
        };
        /**
         * @description A recommended film.
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
            /** @description Film name, e.g. "The Thing (1982)" (the mocks add the year to the title). */
            name: string;
            /** @description Genre names of the film. */
            genre: string[];
            /** @description Descriptive tags of the film. */
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
         * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
         * @example 1
         */
        PageQuery: number;
        /**
         * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
         * @example carpenter
         */
        SearchQuery: string;
        /**
         * @description Narrow the result to this member (profile id).
         * @example 12
         */
        ProfileFilterQuery: number;
        /**
         * @description Board filter of the /boards screen (docs/behaviour.md#boards). The values are not in
         *     the product rules; chosen: `popular` orders by activity (3 × posts + comments, most first),
         *     `new` by creation date (newest first), `top-level` keeps only boards without a parent board
         *     (the "Main boards" pill). Without `filter` the boards come in id order. Any other value
         *     answers 400 (`ValidationError`): the client relies on each value's meaning, so a server must
         *     not silently ignore one.
         * @example popular
         */
        BoardFilterQuery: components["schemas"]["BoardFilter"];
        /**
         * @description Date range of the log. Not in the product rules; chosen: two ISO dates joined by a
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
         * @description Referral id from an invitation link; sent only when non-empty (docs/behaviour.md#accounts-and-sign-in).
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
            /**
             * @description The update was refused (docs/behaviour.md#profiles). Field keys: `username`,
             *     `current_password`, `confirm_password`, `tagline`, and any other ProfileUpdateRequest
             *     field.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The account could not be deleted (a failure returns data plus status):
             *     the body carries a `message`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description A credential field is missing or empty (sign-in needs both). Wrong
             *     credentials are 401, not 400.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no `refresh` token. An invalid or spent token is 401 `token_not_valid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no `refresh` token to blacklist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    registerAccount: {
        parameters: {
            query?: {
                /**
                 * @description Referral id from an invitation link; sent only when non-empty (docs/behaviour.md#accounts-and-sign-in).
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
            /**
             * @description Registration refused (docs/behaviour.md#accounts-and-sign-in). Field keys: `username`,
             *     `email`, `password`, `confirm_password`, `over_18`, `agree_terms`; `message` carries the
             *     first one for the generic alert.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description Step 1 did not pass (the client shows the server's message, or 'Password is not strong
             *     enough'). The mocks answer `{ detail }` (the client reads `detail` for the registration
             *     checks); a server may instead send field errors keyed `email`, `password`,
             *     `confirm_password`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"] | components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description Step 2 did not pass (the client shows the server's message). The mocks answer `{ detail
             *     }`; a server may instead send field errors keyed `username`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"] | components["schemas"]["ValidationError"];
                };
            };
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
            /** @description No unverified account has this e-mail. Field key: `email`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    confirmVerification: {
        parameters: {
            query?: {
                /**
                 * @description Referral id from an invitation link; sent only when non-empty (docs/behaviour.md#accounts-and-sign-in).
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
            /** @description The invitation was refused. Field key: `email`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The contact form is incomplete. Field keys: `email`, `subject`, `message`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The recovery e-mail was sent if the address has an account; the same answer when it
             *     has none.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /**
             * @description The address is not an e-mail address. Field key: `email`; `message` for the alert
             *     (else password_recovery_email_error).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The new password was not set. `message` alone for a spent or expired link; `message` and
             *     `confirm_password` when the passwords differ; `message` and `new_password` when it is
             *     too weak. The client shows `message`, else
             *     password_recovery_error.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description Google refused the token. `non_field_errors`; the client shows the first message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description Google refused the token. `non_field_errors`; the client shows the first message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no valid board `id`. An unknown board is 404. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no valid board `id`. An unknown board is 404. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchProfiles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`, `profile`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no valid venue `id`. An unknown venue is 404. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no valid group `id`. An unknown group is 404. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listLogEntries: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Date range of the log. Not in the product rules; chosen: two ISO dates joined by a
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
            /** @description A query parameter is malformed. Field keys: `page`, `dateRange`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The platform refused the authorisation `code` (e.g. the member denied access, or the code
             *     expired). Field key: `code`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The platform refused the authorisation `code` (e.g. the member denied access, or the code
             *     expired). Field key: `code`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The platform refused the authorisation `code` (e.g. the member denied access, or the code
             *     expired). Field key: `code`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTopVotedPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTrendingPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listNewPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listVisualPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
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
            /** @description A query parameter is malformed. Field key: `page`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`, `profile`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listPostsByGroup: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The edit was refused (the title must not be blank). Field keys: `title`, `body`,
             *     `group`, `boards`, `image`, `status`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The post was refused (docs/behaviour.md#posts-and-feeds). Field keys: `title`, `body`,
             *     `group`, `boards`, `image`, `type`, `status`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no post `id` (missing_id_post). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
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
            /** @description A query parameter is malformed. Field keys: `slug`, `page`, `comment`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The edit was refused (the body must not be blank). Field key: `body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The comment was refused (docs/behaviour.md#comments). Field keys: `body`,
             *     `parent_comment`, `post`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no comment `id` (missing_id_comment). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The vote was refused. Field keys: `id`, `category`; posts take Upvote only. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The vote was refused. Field keys: `id`, `category` (Upvote or Downvote). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchGroups: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`, `id`, `profile`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
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
            /** @description A query parameter is malformed. Field key: `page`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The edit was refused (docs/behaviour.md#groups). Field keys: `name`, `description`,
             *     `category`, `subcategory`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The group was refused (docs/behaviour.md#groups). Field keys: `name`, `description`,
             *     `category`, `subcategory`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no group `id`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Board filter of the /boards screen (docs/behaviour.md#boards). The values are not in
                 *     the product rules; chosen: `popular` orders by activity (3 × posts + comments, most first),
                 *     `new` by creation date (newest first), `top-level` keeps only boards without a parent board
                 *     (the "Main boards" pill). Without `filter` the boards come in id order. Any other value
                 *     answers 400 (`ValidationError`): the client relies on each value's meaning, so a server must
                 *     not silently ignore one.
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`, `filter` (a `BoardFilter`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
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
            /** @description A query parameter is malformed. Field key: `page`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listBoardPlaylists: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
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
            /** @description A query parameter is malformed. Field key: `page`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTopBoards: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
                 * @example carpenter
                 */
                query?: components["parameters"]["SearchQuery"];
                /**
                 * @description Board filter of the /boards screen (docs/behaviour.md#boards). The values are not in
                 *     the product rules; chosen: `popular` orders by activity (3 × posts + comments, most first),
                 *     `new` by creation date (newest first), `top-level` keeps only boards without a parent board
                 *     (the "Main boards" pill). Without `filter` the boards come in id order. Any other value
                 *     answers 400 (`ValidationError`): the client relies on each value's meaning, so a server must
                 *     not silently ignore one.
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`, `filter` (a `BoardFilter`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
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
            /** @description A query parameter is malformed. Field key: `page`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The body has no notification `id`. An unknown notification is 404. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdvertisements: {
        parameters: {
            query: {
                /**
                 * @description Advertisement category; only Banner exists.
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
            /** @description `category` is missing or not Banner. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listQuestionnaires: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1 (docs/behaviour.md#lists-and-paging). Each page holds at most 12 items.
                 * @example 1
                 */
                page?: components["parameters"]["PageQuery"];
                /**
                 * @description Free-text search, trimmed with repeated spaces collapsed; omitted when empty (docs/behaviour.md#search).
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
            /** @description A query parameter is malformed. Field keys: `page`, `query`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /**
             * @description The answer was refused. Field keys: `question`, `answers`, `created_by`, `session_id`,
             *     `questionnaire`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
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
            /** @description The request was refused. Field keys: `questionnaire`, `session_id`, `created_by`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
