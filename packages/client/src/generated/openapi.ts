// Generated from docs/openapi.json by `npm run openapi`; do not edit by hand.

export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers (503 when it does not) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API index: server version and where the docs, the OpenAPI document and health are */
        get: operations["getApiIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tenants */
        get: operations["listTenants"];
        put?: never;
        /** Create a tenant (409 TENANT_EXISTS when the name is taken, whatever its case) */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants/{tenantId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a tenant's API keys (never their secrets) */
        get: operations["listApiKeys"];
        put?: never;
        /** Issue an API key (the secret is returned only here) */
        post: operations["issueApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants/{tenantId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download everything a tenant owns as one archive, for `tourney tenant import` on another installation (docs/operations.md, "Moving one tenant") */
        get: operations["exportTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load a tenant archive (from the export route or `tourney tenant export`) under its own tenant id, or a new one; all or nothing (docs/operations.md, "Moving one tenant")
         * @description A 400 names the body when the file is no sound archive (changed, cut, another format version); a 409 ARCHIVE_REFUSED says why this installation refuses it: another migration, a catalogue row it lacks, a tenant or row id it holds already, a name that is taken. Nothing is written then. Archives over 256 MiB: `tourney tenant import`.
         */
        post: operations["importTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a team owned by a user with a userGameId for the game */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a team with its members */
        get: operations["getTeam"];
        /** Update a team (owner only) */
        put: operations["updateTeam"];
        post?: never;
        /**
         * Delete a team (owner only); cannot be undone
         * @description Withdraws the team's pending and approved registrations of tournaments that are not over (status 4, a `registration.updated` event each), freeing their places. Refused with 409 `TEAM_IN_ONGOING_TOURNAMENT` while the team plays in an ongoing tournament.
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a team, or (owner) remove a member */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a team's active invites (owner only; never their tokens) */
        get: operations["listTeamInvites"];
        put?: never;
        /** Create an invite token (owner only; the token is shown only here) */
        post: operations["createTeamInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invite (owner only) */
        delete: operations["revokeTeamInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/invites/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Preview the team behind an invite token */
        get: operations["previewTeamInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/invites/{token}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a team with an invite token (no body) */
        post: operations["joinTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List games, ordered by name */
        get: operations["listGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a game */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/maps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a game's maps in their order (a result's `mapName` may also name a map outside it) */
        get: operations["listGameMaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List games with their maps, ordered by name */
        get: operations["listOperatorGames"];
        put?: never;
        /** Add a game with its maps (409 GAME_EXISTS when the name is taken, whatever its case) */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a game with its maps */
        get: operations["getGameWithMaps"];
        /** Update a game: only the fields given change; `maps`, when given, replaces the list (409 GAME_EXISTS when another game has the name) */
        put: operations["updateGame"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/catalogue/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the starter games (with their maps) and currencies that are missing, as `tourney seed --catalogue` does; games and currencies already there, whatever their later edits, are left alone, so it is safe to repeat */
        post: operations["seedStarterCatalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List currencies by code */
        get: operations["listOperatorCurrencies"];
        put?: never;
        /** Add a currency (409 CURRENCY_EXISTS when the code is taken) */
        post: operations["createCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List currencies, ordered by code */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register or update a user by externalId (200 for both; `isNewUser` tells which) */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users/{externalId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user's profile */
        get: operations["getUserProfile"];
        /** Update a user's profile (only the fields sent; null clears an image) */
        put: operations["updateUserProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/user-game-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a user's in-game id for a game (mapping the game again replaces it) */
        post: operations["linkUserGameId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users/{externalId}/game-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's in-game ids, by game name */
        get: operations["listUserGameIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users/{externalId}/game-ids/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink a user's in-game id (409 GAME_ID_IN_USE while in a team of that game) */
        delete: operations["unlinkUserGameId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Erase a user and their personal data (409 USER_OWNS_TEAM while they own a team)
         * @description For an account deletion (GDPR Art. 17, the stores' rules). The name, username, email, phone, country code, images and in-game ids are removed, the username and display name replaced by a pseudonym ("Deleted player"); memberships end (`team.member_left` each) and invite links the user made are revoked; the copies of those values in past events, webhook deliveries and their logged answers, and kept idempotent answers, are scrubbed. Completed matches, standings and registrations stay, naming the participant "Deleted player". Sends `user.erased` (`{userId, erasedAt}`, no personal value). The external id is released: registering it again makes a new user. Repeating the call answers 200 again ("User already erased") without a new event; an external id never registered is a 404. Refused with 409 `USER_OWNS_TEAM` (`error.details.teamIds`) while the user owns a team: delete the team first.
         */
        delete: operations["eraseUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook configurations */
        get: operations["listWebhooks"];
        put?: never;
        /** Create a webhook configuration */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook configuration */
        get: operations["getWebhook"];
        /** Update a webhook configuration: any subset of its fields, e.g. only secretKey */
        put: operations["updateWebhook"];
        post?: never;
        /** Delete a webhook configuration and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one event to the webhook now and report the answer (10 per minute per key) */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries with their attempts, newest first
         * @description A delivery that succeeded or failed is deleted with its attempts once it has not changed for `retentionDays` (the server's `EVENT_RETENTION_DAYS`, 30 by default); pending deliveries stay.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{webhookId}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one delivery with its attempts */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (same X-Webhook-Id and body) */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a webhook configuration: any subset of its fields, e.g. only secretKey (alias of /external/webhooks) */
        put: operations["updateWebhookViaAlias"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one event to the webhook now and report the answer (10 per minute per key) (alias of /external/webhooks) */
        post: operations["testWebhookViaAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tournament's rounds (stages) in order
         * @description Every round as `GET /rounds/{roundId}` shows it, by `roundNumber`. Not paginated: a tournament has few rounds.
         */
        get: operations["listTournamentRounds"];
        put?: never;
        /** Add a round to a tournament */
        post: operations["createRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rounds/{roundId}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seed the approved participants into the round's matches or FFA groups */
        post: operations["generateRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rounds/{roundId}/next-stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pair the next Swiss stage */
        post: operations["pairNextSwissStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rounds/{roundId}/tiebreakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the tiebreakers of a round's standings
         * @description Ties on wins (FFA: on points) are broken by these names in order, then by seed. Names of another kind of round, or one named twice, are a 400 on `tiebreakers.<index>`; a completed or cancelled tournament is a 409 `TOURNAMENT_CLOSED`.
         */
        put: operations["setRoundTiebreakers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rounds/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a round */
        get: operations["getRound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/duel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a tournament's duel matches */
        get: operations["listDuelMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{matchId}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report or correct a duel result; advances the bracket and standings
         * @description A completed match reported again with the outcome it has (the same winner, or a draw again, and the same `forfeitBy`) takes the new games and scores but keeps its `completedAt` and moves no rating: a re-sent result or a fixed score costs what a first result does. Another outcome is a correction: the match completes again now and its game is re-rated from it on (see the ratings guide).
         */
        post: operations["reportMatchResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a round's groups */
        get: operations["listGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a group */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A free-for-all group's points leaderboard */
        get: operations["getGroupStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record (or replace) one FFA match's placements
         * @description Replacing a match with every participant at the placement it had (finishes and knocks may change) keeps the match where it was in play order and moves no rating. Other placements re-rate the game from that match on (see the ratings guide).
         */
        post: operations["recordGroupResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/ffa/assigned-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The FFA rounds and groups a user's teams are assigned to */
        get: operations["getFfaAssignedDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/duel/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Duel standings: wins, then head-to-head, then game-score difference */
        get: operations["getDuelStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{matchId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set, change or clear a duel match's time
         * @description Sets the time (ISO 8601, stored in UTC) or clears it with null; the match reads show it as `scheduledAt`. A change emits `match.scheduled`. Refused with 409 and `error.reason`: `SCHEDULE_IN_PAST`, `MATCH_COMPLETED`, `MATCH_CANCELLED`, `AUTOMATIC_RESULT` (a bye or walkover), `TOURNAMENT_CLOSED`. The time is not checked against the matches that feed this one: auto-scheduling does that.
         */
        put: operations["scheduleMatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set, change or clear an FFA group's start time
         * @description Sets the time (ISO 8601, stored in UTC) or clears it with null; the match reads show it as `scheduledAt`. A change emits `match.scheduled`. Refused with 409 and `error.reason`: `SCHEDULE_IN_PAST`, `MATCH_COMPLETED`, `MATCH_CANCELLED`, `AUTOMATIC_RESULT` (a bye or walkover), `TOURNAMENT_CLOSED`. The time is not checked against the matches that feed this one: auto-scheduling does that. Only FFA groups: `NOT_AN_FFA_GROUP` otherwise.
         */
        put: operations["scheduleGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rounds/{roundId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan the times of a round's matches
         * @description Plans every unplayed match of the round (FFA: every group, which plays its matches in a row) from `startAt`: each starts as early as a station is free, its participants have had `breakMinutes` since their last match, and the matches that feed it have ended `breakMinutes` before. Played and ongoing matches keep their times; byes have none. Each changed time emits `match.scheduled`. Refused with 409 and `error.reason`: `SCHEDULE_IN_PAST`, `ROUND_NOT_GENERATED`, `NOTHING_TO_SCHEDULE`, `TOURNAMENT_CLOSED`.
         */
        post: operations["autoScheduleRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/participants/{participantId}/disqualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disqualify a participant mid-tournament; its remaining matches are forfeits
         * @description Marks the registration disqualified (`disqualified: true`, status stays approved) and forfeits every remaining match of the participant: the opponent wins and the bracket advances, in one transaction, with `registration.updated`, `match.updated` and `standings.updated`. Matches it would reach later (double elimination: its losers-bracket matches; Swiss: later stages) are forfeited as soon as both sides are known, and rounds generated afterwards leave it out. In free-for-all groups its recorded placements stay and no new ones are accepted. 404 when the participant never registered for this tournament. Refused with 409 and `error.reason`: `TOURNAMENT_NOT_RUNNING` (the tournament is not ongoing), `NOT_A_PARTICIPANT` (its registration is not approved), `ALREADY_DISQUALIFIED`.
         */
        post: operations["disqualifyParticipant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tournament's stages, their state and who qualified */
        get: operations["listStages"];
        /**
         * Declare a tournament's stages
         * @description Each stage becomes one round (numbered from 1) that every round, match and standings read shows. When a stage's round completes, its qualifiers are seeded into the next stage in the same transaction as the last result, and `stage.completed` is sent. Replaces the rounds not generated yet; allowed until the second stage is generated (409 `STAGES_LOCKED`); a generated first stage keeps its format (409 `STAGE_STARTED`). Refusals of the plan are 409s naming the field in `error.details.field`: `STAGE_CANNOT_QUALIFY` (an elimination stage before another), `QUALIFIER_RULE_MISMATCH` (`perGroup` on Swiss), `QUALIFIERS_EXCEED_FIELD` (more qualifiers than the stage can yield), `STAGE_CANNOT_TAKE_QUALIFIERS` (a stage its qualifiers cannot play). A missing or extra `qualifiers` is a 400 on `stages.<index>.qualifiers`; another format's option a 400 on `stages.<index>.<option>`.
         */
        put: operations["declareStages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stages/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a stage plan makes of a number of participants
         * @description Writes nothing. The matches and rounds each stage plays and its empty bracket, for a plan before it is declared (e.g. while a tournament is being created). The plan is checked by the same rules as `PUT /tournaments/{tournamentId}/stages` (and, for `teamCount`, as generating the first stage): a refused plan is the same 400 or 409 naming the field, `teamCount` when the first stage cannot be played by that many.
         */
        post: operations["previewStages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{matchId}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A match's reported scores: both sides' reports and where they stand */
        get: operations["getMatchReport"];
        put?: never;
        /**
         * Report the score of a duel match for your side
         * @description Acting for `externalUserId` (the owner of a team in the match, or the player in a solo tournament). The same score as the other side's report applies it (`match.updated`); a different one marks the match disputed (`match.disputed`) for the organiser; with no other report yet the match is ongoing until the other side confirms, reports, or the tournament's auto-confirm delay runs out. Reporting again replaces your side's report.
         */
        post: operations["reportMatchScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{matchId}/reports/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the other side's reported score; it applies to the match */
        post: operations["confirmMatchScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/match-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported scores waiting for an answer, and disputes (`disputed=true`: the dispute queue) */
        get: operations["listMatchReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches/{matchId}/reports/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a reported or disputed match by entering its score
         * @description The score applies through the result path (advancing the bracket and standings, `match.updated`); it wins over both sides' reports, which stay on record.
         */
        post: operations["resolveMatchReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/report-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tournament's auto-confirm delay for reported scores */
        get: operations["getMatchReportSettings"];
        /**
         * Set how long a reported score waits for the other side before it applies as reported
         * @description Applies to reports made from now on; pending ones keep their deadline.
         */
        put: operations["updateMatchReportSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tournaments, latest start first
         * @description Filters combine. Drafts are listed only with `includeDrafts=true` (the `manage` scope; 403 without it), and then `status=0` lists drafts alone; otherwise `status=0` is a 400. With `externalUserId` (404 when unknown) the user fields are filled.
         */
        get: operations["listTournaments"];
        put?: never;
        /**
         * Create a tournament (a draft, status 0)
         * @description Drafts are invisible to integration reads and send no events until published. A `gameId` or currency id that names nothing is a 400 naming the field.
         */
        post: operations["createTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/my-tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tournaments where a team of the user holds a pending or approved registration */
        get: operations["listMyTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tournament
         * @description A draft is a 404 unless `includeDrafts=true` (the `manage` scope; 403 without it). With `externalUserId` (404 when unknown) the user fields are filled; without it they are null.
         */
        get: operations["getTournament"];
        /**
         * Update a tournament
         * @description Completed and cancelled tournaments cannot change (409 TOURNAMENT_LOCKED); the game cannot change while teams are registered (409 HAS_REGISTRATIONS). A `gameId` or currency id that names nothing is a 400 naming the field.
         */
        put: operations["updateTournament"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{id}/points-system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the tournament's points system (a string containing JSON) */
        get: operations["getTournamentPointsSystem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{id}/prize-distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the tournament's prize distribution (a string containing JSON) */
        get: operations["getTournamentPrizeDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{id}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the tournament's rules (a string containing JSON) */
        get: operations["getTournamentRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a team for a tournament
         * @description Creates a pending registration (status 1) for the organiser to approve or reject; a rejected or withdrawn registration is re-submitted under the same registrationId. Refused with 409 and `error.reason`: `INSTANT_REGISTRATION`, `TOURNAMENT_NOT_UPCOMING`, `REGISTRATION_CLOSED`, `INVALID_PASSWORD`, `GAME_MISMATCH`, `TEAM_SIZE_OUT_OF_RANGE`, `ALREADY_REGISTERED`, `TOURNAMENT_FULL`, `PAYMENT_MISMATCH`. When the tournament is full and its organiser turned `waitlistEnabled` on, the registration joins the waitlist instead (status 5, with its `waitlistPosition`) and is promoted to pending, in order, when a place frees up. With an entry fee the payment must match it and its currency; it is recorded as `PendingPayment` with `entryFeePaid` 0 until the organiser confirms it. Without an entry fee `paymentStatus` is `NotRequired`.
         */
        post: operations["registerTeam"];
        /**
         * Withdraw a team's registration (team owner, while the tournament is upcoming)
         * @description Sets the pending, approved or waitlisted registration to withdrawn (status 4); it can be re-submitted later. The place it frees goes to the first team on the waitlist in the same transaction (its registration becomes pending, with a `registration.updated` event). 409 TOURNAMENT_NOT_UPCOMING once the tournament has started.
         */
        delete: operations["withdrawTeamRegistration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/teams/{teamId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in a team's approved registration (a member of the team)
         * @description Sets `checkedInAt` and sends `registration.checked_in`; checking in again returns the registration unchanged. Open from `checkInWindowMinutes` before `startTime` until `startTime`. 403 NOT_TEAM_MEMBER when `externalUserId` is not a member of the team; 404 when the user, team or registration does not exist; 409 with `error.reason`: `CHECK_IN_DISABLED` (the tournament has no check-in), `REGISTRATION_NOT_APPROVED`, `CHECK_IN_NOT_OPEN` (before the window; `error.details.checkInOpensAt` says when it opens), `CHECK_IN_CLOSED` (the tournament started).
         */
        post: operations["checkInTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a tournament along its lifecycle
         * @description Draft → Upcoming → Ongoing → Completed; anything not Completed → Cancelled. Any other move is a 409 INVALID_TRANSITION.
         */
        post: operations["changeTournamentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a tournament's registrations, oldest first */
        get: operations["listRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending registration, optionally with a seed
         * @description 409 TOURNAMENT_FULL when enrollmentLimit registrations are already approved, SEED_TAKEN, INVALID_TRANSITION when not pending, TOURNAMENT_LOCKED when completed or cancelled.
         */
        post: operations["approveRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending or waitlisted registration
         * @description A rejected pending registration frees its place for the first on the waitlist. 409 INVALID_TRANSITION when not pending or waitlisted, TOURNAMENT_LOCKED when completed or cancelled.
         */
        post: operations["rejectRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the payment of a registration (PendingPayment → Paid)
         * @description `entryFeePaid` becomes the amount paid. 409 PAYMENT_NOT_PENDING when no payment awaits confirmation.
         */
        post: operations["confirmRegistrationPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in an approved registration, window or not
         * @description Sets `checkedInAt` (and clears `noShow`) with a `registration.checked_in` event; repeating it changes nothing. 409 CHECK_IN_DISABLED, REGISTRATION_NOT_APPROVED, TOURNAMENT_LOCKED.
         */
        post: operations["checkInRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the check-in of an approved registration
         * @description Clears `checkedInAt` with a `registration.updated` event; repeating it changes nothing. 409 CHECK_IN_DISABLED, REGISTRATION_NOT_APPROVED, TOURNAMENT_LOCKED.
         */
        post: operations["checkOutRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the tournament's public page is published, its share URL and embed snippets
         * @description The page lives at `pageUrl` (`/t/{shareSlug}`) and its data at `GET /api/v1/public/tournaments/{shareSlug}`; a draft stays hidden until it leaves draft.
         */
        get: operations["getTournamentPublication"];
        /**
         * Publish or hide the tournament's public page
         * @description The first publish creates the random slug; hiding keeps it, so publishing again brings the same URL back. The page lives at `pageUrl` (`/t/{shareSlug}`) and its data at `GET /api/v1/public/tournaments/{shareSlug}`; a draft stays hidden until it leaves draft.
         */
        put: operations["setTournamentPublication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/publication/slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the public page a new slug
         * @description The old URL, and every embed of it, answers 404 from now on; publishing state is unchanged.
         */
        post: operations["regenerateTournamentShareSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a tournament's participants (pending, approved, waitlisted) with their players */
        get: operations["listParticipants"];
        put?: never;
        /**
         * Add a team (with its players) or a solo player, approved
         * @description Staff-created teams and players are tenant teams and users like any other (integration reads show them), with external ids `staff-` and 22 random characters. The registration is approved at once: no deadline, password or entry fee applies; `enrollmentLimit` and the team size do. Completed and cancelled tournaments are a 409 TOURNAMENT_LOCKED. 409 TEAM_SIZE_OUT_OF_RANGE, TOURNAMENT_FULL, SEED_TAKEN, PARTICIPANT_NAME_TAKEN, USER_GAME_ID_TAKEN (an integrator's player holds the in-game id), PLAYER_ALREADY_IN, DUPLICATE_PLAYER; the message starts with the field.
         */
        post: operations["addParticipant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/participants/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add many participants, one a line
         * @description Staff-created teams and players are tenant teams and users like any other (integration reads show them), with external ids `staff-` and 22 random characters. The registration is approved at once: no deadline, password or entry fee applies; `enrollmentLimit` and the team size do. Completed and cancelled tournaments are a 409 TOURNAMENT_LOCKED. All or nothing: on any problem nothing is added, and the 400 lists every problem in `errors[]`, each `field` naming its line (`lines[3]`, 1-based) and each message starting `Line 3:`.
         */
        post: operations["addParticipants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/participants/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import participants, with seeds, from CSV
         * @description Columns: `name` (required), `seed`, `players` (`Alice, Bob (bob#42)`), `userGameId` (solo). Staff-created teams and players are tenant teams and users like any other (integration reads show them), with external ids `staff-` and 22 random characters. The registration is approved at once: no deadline, password or entry fee applies; `enrollmentLimit` and the team size do. Completed and cancelled tournaments are a 409 TOURNAMENT_LOCKED. All or nothing: on any problem nothing is added, and the 400 lists every problem in `errors[]`, each `field` naming its line (`lines[3]`, 1-based) and each message starting `Line 3:`. Lines are the file's, the header being line 1.
         */
        post: operations["importParticipants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/participants/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the participants, with seeds, as CSV
         * @description Columns: `name`, `seed`, `players`, `userGameId`, `status`, `externalId`; it imports back into another tournament.
         */
        get: operations["exportParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/results/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the tournament's duel results as CSV
         * @description Columns: `round`, `match`, `status` (matchStatus), `participant1`, `participant2`, `participant1Score`, `participant2Score`, `winner` (empty until decided). Free-for-all groups have their standings instead.
         */
        get: operations["exportResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/participants/{participantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, reseed or change the players of a staff-created participant
         * @description `players` replaces the whole roster (the first is the owner). 409 NOT_CREATED_BY_STAFF for a participant the integrator registered, and the rules of adding one.
         */
        put: operations["updateParticipant"];
        post?: never;
        /**
         * Remove a staff-created participant (its registration is withdrawn)
         * @description The team and its players stay tenant teams and users, to be added again. 409 PARTICIPANT_IN_BRACKET once a generated round holds it (disqualify it instead), NOT_CREATED_BY_STAFF.
         */
        delete: operations["removeParticipant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/console/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the console (sets the session cookie). 401 for a wrong email or password alike; 409 TENANT_REQUIRED lists the tenants to choose from */
        post: operations["signIn"];
        /** Sign out: ends this session and clears the cookie */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/console/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member or operator, and the CSRF token of the session */
        get: operations["getConsoleMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/console/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere: ends every session of the signed-in staff member */
        delete: operations["signOutEverywhere"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/console/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one's password; the member's other sessions end */
        put: operations["changeOwnPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/console/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation offers (404 when unknown, used, revoked or expired) */
        get: operations["previewStaffInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/console/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: creates the staff member with this password and signs in */
        post: operations["acceptStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's staff members (owner) */
        get: operations["listStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/{staffId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a member's role; their sessions end (409 LAST_OWNER) */
        put: operations["updateStaffMember"];
        post?: never;
        /** Remove a staff member; their sessions end (409 LAST_OWNER) */
        delete: operations["removeStaffMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations (never their tokens) */
        get: operations["listStaffInvitations"];
        put?: never;
        /** Invite someone to the staff: the answer holds the one-time link (7 days) */
        post: operations["inviteStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation */
        delete: operations["revokeStaffInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants/{tenantId}/staff-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a tenant's staff member, e.g. its first owner (the link is in the answer) */
        post: operations["inviteTenantStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's API keys, with their last use (never their secrets) */
        get: operations["listOwnApiKeys"];
        put?: never;
        /** Issue an API key (the secret is returned only here) */
        post: operations["issueOwnApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of the tenant’s API keys */
        delete: operations["revokeOwnApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/embedding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The origins allowed to frame the public pages
         * @description The public pages' Content-Security-Policy lists these origins in `frame-ancestors`: only pages on them (and this server) may show the public pages in an iframe.
         */
        get: operations["getEmbeddingSettings"];
        /**
         * Replace the origins allowed to frame the public pages
         * @description The public pages' Content-Security-Policy lists these origins in `frame-ancestors`: only pages on them (and this server) may show the public pages in an iframe. Each entry is an http(s) origin written as browsers do (scheme://host[:port], lower case, no path or trailing slash); `https://*.example.com` allows the subdomains of example.com. A bad entry is a 400 naming it (`frameAncestors.<index>`).
         */
        put: operations["setEmbeddingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/tournaments/{shareSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published tournament: its card, rounds, brackets and standings
         * @description What the public page `/t/{shareSlug}` shows, without credentials. An unknown slug, an old one (after a new link) and an unpublished or draft tournament are all the same 404. Names only: no external ids, emails or other private fields.
         */
        get: operations["getPublicTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a tournament's events live (Server-Sent Events)
         * @description Server-Sent Events: every event of the tournament as it happens, in commit order, from the server's outbox (the events webhooks deliver, registration ones included; team events concern no tournament and are not sent).
         *
         *     Each message is `id: <eventId>` (the webhook's `eventId`), `event: <name>` (`tournament.updated`, `match.updated`, `standings.updated`, `registration.created`, …) and `data: <JSON>`, the same JSON as the webhook body's `data`, on one line. The stream starts with `retry: 3000` and sends a `: ping` comment every 15 s while idle.
         *
         *     Resume with the `Last-Event-ID` header (or `lastEventId`): the events after it follow, in order, each once. An id the server does not know (or one more than 500 events behind) gets `event: reset` (`data: {"reason": "UNKNOWN_EVENT_ID" | "TOO_FAR_BEHIND"}`, with the id of the latest event when there is one): refetch the state, then apply the live events that follow. Without an id the stream starts with the events from now on. A draft's stream is for the `manage` scope and staff sessions only.
         */
        get: operations["streamTournamentEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's players by rating, best first
         * @description Ratings are OpenSkill (Weng-Lin) skills per player per game, moved by every completed match of the tenant's rated tournaments; `rating` is `mu − 3 × sigma`.
         */
        get: operations["getRatingLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users/{externalId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's rating in each game they played
         * @description Ratings are OpenSkill (Weng-Lin) skills per player per game, moved by every completed match of the tenant's rated tournaments; `rating` is `mu − 3 × sigma`.
         */
        get: operations["getPlayerRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/users/{externalId}/ratings/{gameId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's rating changes in one game, newest first */
        get: operations["getPlayerRatingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's rating in its game, from its members' */
        get: operations["getTeamRating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tournaments/{tournamentId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the tournament is rated, and its approved participants by rating */
        get: operations["getTournamentRatings"];
        /**
         * Mark the tournament rated or unrated (before it starts)
         * @description Tournaments are rated by default. Once the tournament is ongoing the setting is fixed: changing it then is a 409 `TOURNAMENT_STARTED`.
         */
        put: operations["setTournamentRated"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/circuits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tenant's circuits, newest first */
        get: operations["listCircuits"];
        put?: never;
        /**
         * Create a circuit
         * @description Points table ranges must not overlap (400 naming the entry); stages are listed once each. See docs/circuits.md for how points, best N results, the minimum of events and ties work. A `tournamentIds` entry that names no tournament of the tenant (another tenant's included) is a 400 naming it.
         */
        post: operations["createCircuit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/circuits/{circuitId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A circuit: its rules and member tournaments
         * @description Member tournaments in draft are listed for the `manage` scope and console sessions only.
         */
        get: operations["getCircuit"];
        /**
         * Change a circuit's name, points table or rules
         * @description Fields left out keep their value. Sends `circuit.standings_updated` (cause `rules_changed`). Points table ranges must not overlap (400 naming the entry); stages are listed once each. See docs/circuits.md for how points, best N results, the minimum of events and ties work.
         */
        put: operations["updateCircuit"];
        post?: never;
        /** Delete a circuit (its tournaments stay) */
        delete: operations["deleteCircuit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/circuits/{circuitId}/tournaments/{tournamentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a tournament to the circuit
         * @description A tournament of another tenant is a 404, like a missing one. Adding a member again changes nothing. Its places count once it is completed. Sends `circuit.standings_updated` (cause `members_changed`).
         */
        put: operations["addCircuitTournament"];
        post?: never;
        /**
         * Remove a tournament from the circuit
         * @description A tournament that is not a member is a 404. Sends `circuit.standings_updated` (cause `members_changed`).
         */
        delete: operations["removeCircuitTournament"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/circuits/{circuitId}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The circuit's standings: points from its completed tournaments' final places
         * @description Ranked lines first (rank shared on a full tie), then participants below `minEvents` (rank null). Participants are matched across tournaments by team id (solo: user id). Computed from the member tournaments' standings and cached until a result in one of them, or a change to the circuit.
         */
        get: operations["getCircuitStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/circuits/{circuitId}/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the circuit's public page is published, its share URL and embeds
         * @description The page lives at `pageUrl` (`/c/{shareSlug}`), its data at `GET /api/v1/public/circuits/{shareSlug}` and its live events at `/c/{shareSlug}/stream`.
         */
        get: operations["getCircuitPublication"];
        /**
         * Publish or hide the circuit's public page
         * @description The first publish creates the random slug; hiding keeps it. The page lives at `pageUrl` (`/c/{shareSlug}`), its data at `GET /api/v1/public/circuits/{shareSlug}` and its live events at `/c/{shareSlug}/stream`.
         */
        put: operations["setCircuitPublication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/circuits/{circuitId}/publication/slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the public page a new slug (the old URL answers 404 from now on) */
        post: operations["regenerateCircuitShareSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/circuits/{shareSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published circuit: its rules, tournaments and standings
         * @description What the public page `/c/{shareSlug}` shows, without credentials. An unknown slug, an old one and an unpublished circuit are the same 404. Names only: no external ids; draft tournaments are left out.
         */
        get: operations["getPublicCircuit"];
        put?: never;
        post?: never;
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
        ResponseMeta: {
            traceId: string;
            elapsedMs: number;
            /** Format: date-time */
            serverTimestamp: string;
        };
        EmptyResponse: {
            success: boolean;
            message: string;
            meta: components["schemas"]["ResponseMeta"];
        };
        FieldError: {
            field: string;
            message: string;
        };
        ErrorResponse: {
            /** @enum {boolean} */
            success: false;
            message: string;
            errors?: components["schemas"]["FieldError"][];
            error?: {
                code: "BUSINESS_RULE_VIOLATION" | "FORBIDDEN" | "UNAUTHORIZED" | "UNAVAILABLE";
                message: string;
                /** @description Stable machine-readable name of the rule that refused the request */
                reason: string;
                /** @description Facts to act on, e.g. `tenants` of a TENANT_REQUIRED sign-in */
                details?: {
                    [key: string]: unknown;
                };
            };
            meta: components["schemas"]["ResponseMeta"];
        };
        Currency: {
            /** Format: uuid */
            currencyId: string;
            code: string;
            name: string;
            symbol: string;
        };
        CurrencyPage: {
            items: components["schemas"]["Currency"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "code": "EUR",
         *       "name": "Euro",
         *       "symbol": "€"
         *     }
         */
        CreateCurrencyRequest: {
            /**
             * @description Unique code such as USD or GEMS (2-16 letters and digits); stored upper-case
             *     Limits: at most 16 characters; matches `^[A-Za-z][A-Za-z0-9]{1,15}$`.
             */
            code: string;
            /** @description Limits: 1 to 100 characters. */
            name: string;
            /** @description Limits: 1 to 10 characters. */
            symbol: string;
        };
        Game: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            shortName: string;
            region: string;
            developer: string;
            publisher: string;
            /** @description Spelled exactly so */
            platForm: string;
            genre: string;
            /** @description URL, or empty */
            image: string;
            /** @description URL, or empty */
            coverImage: string;
            /** @description Hint text for the in-game id input */
            uidPlaceholder: string;
            mapCount: number;
        };
        GameMap: {
            name: string;
            image: string | null;
        };
        GameWithMaps: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            shortName: string;
            region: string;
            developer: string;
            publisher: string;
            /** @description Spelled exactly so */
            platForm: string;
            genre: string;
            /** @description URL, or empty */
            image: string;
            /** @description URL, or empty */
            coverImage: string;
            /** @description Hint text for the in-game id input */
            uidPlaceholder: string;
            mapCount: number;
            maps: components["schemas"]["GameMap"][];
        };
        GamePage: {
            games: components["schemas"]["Game"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        GameWithMapsPage: {
            games: components["schemas"]["GameWithMaps"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        GameMapInput: {
            /** @description Limits: 1 to 100 characters. */
            name: string;
            image?: string | "";
        };
        /**
         * @example {
         *       "name": "Valorant",
         *       "shortName": "VAL",
         *       "description": "5v5 character-based tactical shooter",
         *       "developer": "Riot Games",
         *       "publisher": "Riot Games",
         *       "platForm": "PC",
         *       "genre": "Tactical shooter",
         *       "region": "Global",
         *       "image": "https://cdn.example.com/games/valorant.png",
         *       "uidPlaceholder": "Riot ID, e.g. Name#TAG",
         *       "maps": [
         *         {
         *           "name": "Ascent"
         *         },
         *         {
         *           "name": "Bind"
         *         },
         *         {
         *           "name": "Haven"
         *         }
         *       ]
         *     }
         */
        CreateGameRequest: {
            /** @description Limits: 1 to 200 characters. */
            name: string;
            /** @description Limits: at most 4000 characters. */
            description?: string;
            /** @description Limits: at most 50 characters. */
            shortName?: string;
            /** @description Limits: at most 100 characters. */
            region?: string;
            /** @description Limits: at most 200 characters. */
            developer?: string;
            /** @description Limits: at most 200 characters. */
            publisher?: string;
            /** @description Limits: at most 100 characters. */
            platForm?: string;
            /** @description Limits: at most 100 characters. */
            genre?: string;
            image?: string | "";
            coverImage?: string | "";
            /** @description Limits: at most 200 characters. */
            uidPlaceholder?: string;
            /**
             * @description Map names, unique within the game; the order is kept
             *     Limits: at most 100 items.
             */
            maps?: components["schemas"]["GameMapInput"][];
        };
        /**
         * @example {
         *       "uidPlaceholder": "Riot ID, e.g. Name#TAG",
         *       "maps": [
         *         {
         *           "name": "Ascent"
         *         },
         *         {
         *           "name": "Bind"
         *         },
         *         {
         *           "name": "Haven"
         *         },
         *         {
         *           "name": "Lotus"
         *         }
         *       ]
         *     }
         */
        UpdateGameRequest: {
            /** @description Limits: 1 to 200 characters. */
            name?: string;
            /** @description Limits: at most 4000 characters. */
            description?: string;
            /** @description Limits: at most 50 characters. */
            shortName?: string;
            /** @description Limits: at most 100 characters. */
            region?: string;
            /** @description Limits: at most 200 characters. */
            developer?: string;
            /** @description Limits: at most 200 characters. */
            publisher?: string;
            /** @description Limits: at most 100 characters. */
            platForm?: string;
            /** @description Limits: at most 100 characters. */
            genre?: string;
            image?: string | "";
            coverImage?: string | "";
            /** @description Limits: at most 200 characters. */
            uidPlaceholder?: string;
            /**
             * @description Map names, unique within the game; the order is kept
             *     Limits: at most 100 items.
             */
            maps?: components["schemas"]["GameMapInput"][];
        };
        SeededCatalogue: {
            /**
             * @description Starter games added now
             *     Limits: at least 0.
             */
            gamesAdded: number;
            /**
             * @description Starter currencies added now
             *     Limits: at least 0.
             */
            currenciesAdded: number;
            /** @description Game id by name, for every starter game (added now or there before) */
            games: {
                [key: string]: string;
            };
            /** @description Currency id by code, for every starter currency */
            currencies: {
                [key: string]: string;
            };
        };
        Tenant: {
            /** Format: uuid */
            tenantId: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "name": "Acme Esports"
         *     }
         */
        CreateTenantRequest: {
            /** @description Limits: 1 to 200 characters. */
            name: string;
        };
        ApiKeyScope: "integration" | "manage";
        /**
         * @example {
         *       "name": "production",
         *       "scopes": [
         *         "integration",
         *         "manage"
         *       ]
         *     }
         */
        CreateApiKeyRequest: {
            /** @description Limits: 1 to 200 characters. */
            name: string;
            /**
             * @description Limits: 1 to 2 items.
             * @default [
             *       "integration"
             *     ]
             */
            scopes: components["schemas"]["ApiKeyScope"][];
        };
        IssuedApiKey: {
            /** Format: uuid */
            keyId: string;
            /** Format: uuid */
            tenantId: string;
            name: string;
            /** @description The secret: shown this once, stored only as a hash */
            apiKey: string;
            scopes: string[];
        };
        ApiKeySummary: {
            /** Format: uuid */
            keyId: string;
            name: string;
            prefix: string;
            scopes: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        /**
         * @description Registration status: 1 = Pending, 2 = Approved, 3 = Rejected, 4 = Withdrawn, 5 = Waitlisted
         * @enum {integer}
         */
        RegistrationStatus: 1 | 2 | 3 | 4 | 5;
        /**
         * @description Participant type: 1 = Team, 2 = User
         * @enum {integer}
         */
        ParticipantType: 1 | 2;
        /** @description NotRequired (no entry fee), PendingPayment (payment details recorded, awaiting the organiser), Paid (confirmed by the organiser), Refunded */
        PaymentStatus: "NotRequired" | "PendingPayment" | "Paid" | "Refunded";
        /** @description Required when the entry fee is above 0: amount and currencyId must equal the entry fee and its currency */
        RegistrationPayment: {
            /** @description Limits: 1 to 200 characters. */
            transactionId: string;
            /** @description Limits: at least 0. */
            amount: number;
            /** Format: uuid */
            currencyId: string;
            /** @description Limits: 1 to 100 characters. */
            paymentMethod: string;
        };
        /**
         * @example {
         *       "applicationMessage": "We play EU evenings; our captain is player-1842."
         *     }
         */
        RegisterTeamRequest: {
            /** @description Limits: at most 1000 characters. */
            applicationMessage?: string;
            /**
             * @description Required for password-protected tournaments
             *     Limits: at most 128 characters.
             */
            password?: string;
            payment?: components["schemas"]["RegistrationPayment"];
        };
        /**
         * @example {
         *       "seed": 1
         *     }
         */
        ApproveRegistrationRequest: {
            /**
             * @description Seed position, unique among approved registrations
             *     Limits: 1 to 100000.
             */
            seed?: number;
        };
        TeamRegistrationResult: {
            /** Format: uuid */
            registrationId: string;
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /** Format: uuid */
            participantId: string;
            participantType: components["schemas"]["ParticipantType"];
            participantName: string;
            status: components["schemas"]["RegistrationStatus"];
            /** @description Amount confirmed paid; 0 until the organiser confirms the payment */
            entryFeePaid: number;
            paymentStatus: components["schemas"]["PaymentStatus"];
            /**
             * Format: date-time
             * @description When the participant checked in; null when not checked in (or check-in is off)
             */
            checkedInAt: string | null;
            /** @description True when check-in was on and the participant had not checked in when a round was generated: it was left out of the bracket */
            noShow: boolean;
            /**
             * @description Place in the waitlist (1 is promoted next) while status is 5 Waitlisted; null otherwise
             *     Limits: at least 1.
             */
            waitlistPosition: number | null;
            /** @description The organiser disqualified the participant during the tournament: its remaining matches are forfeits */
            disqualified: boolean;
            /**
             * Format: date-time
             * @description When it was disqualified
             */
            disqualifiedAt: string | null;
        };
        Registration: {
            /** Format: uuid */
            registrationId: string;
            /** Format: uuid */
            tournamentId: string;
            /** Format: uuid */
            participantId: string;
            participantType: components["schemas"]["ParticipantType"];
            participantName: string;
            status: components["schemas"]["RegistrationStatus"];
            applicationMessage: string | null;
            entryFeePaid: number;
            paymentStatus: components["schemas"]["PaymentStatus"];
            /** Format: date-time */
            createdAt: string;
            seed: number | null;
            /**
             * Format: date-time
             * @description When the participant checked in; null when not checked in (or check-in is off)
             */
            checkedInAt: string | null;
            /** @description True when check-in was on and the participant had not checked in when a round was generated: it was left out of the bracket */
            noShow: boolean;
            /**
             * @description Place in the waitlist (1 is promoted next) while status is 5 Waitlisted; null otherwise
             *     Limits: at least 1.
             */
            waitlistPosition: number | null;
            /** @description The organiser disqualified the participant during the tournament: its remaining matches are forfeits */
            disqualified: boolean;
            /**
             * Format: date-time
             * @description When it was disqualified
             */
            disqualifiedAt: string | null;
        };
        RegistrationPage: {
            items: components["schemas"]["Registration"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        /**
         * @description Tournament status: 0 = Draft, 1 = Upcoming, 2 = Ongoing, 3 = Completed, 4 = Cancelled
         * @enum {integer}
         */
        TournamentStatus: 0 | 1 | 2 | 3 | 4;
        /**
         * @description Match type: 1 = Duel, 2 = FreeForAll
         * @enum {integer}
         */
        MatchType: 1 | 2;
        PointsSystem: {
            /** @description Points per finish (elimination) */
            pointsPerFinish: number;
            /** @description Points per knock (knock-down) */
            pointsPerKnock: number;
            /** @description Placement (a positive integer, as a key) to points, e.g. {"1": 10, "2": 6} */
            placementPoints: {
                [key: string]: number;
            };
        };
        PrizeDistribution: {
            /** @description Limits: at most 1000 items. */
            positions: {
                /** @description Limits: at most 200 characters. */
                prize: string;
                amount: number;
            }[];
            /**
             * @description Special prizes, free form
             *     Limits: at most 1000 items.
             */
            special: unknown[];
        };
        /**
         * @example {
         *       "tournamentName": "Spring Showdown 2027",
         *       "gameId": "0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15",
         *       "description": "Single-elimination 5v5 cup for EU teams.",
         *       "enrollmentLimit": 16,
         *       "minTeamMembers": 5,
         *       "maxTeamMembers": 7,
         *       "startTime": "2027-03-06T18:00:00.000Z",
         *       "endTime": "2027-03-07T22:00:00.000Z",
         *       "registrationDeadline": "2027-03-05T23:59:59.000Z",
         *       "isOnline": true,
         *       "matchType": 1,
         *       "teamType": "5v5",
         *       "color": "#2B6CB0",
         *       "prizePool": 1000,
         *       "entryFee": 10,
         *       "entryFeeCurrencyId": "7c1e9d24-58b3-4a6f-b0d2-3f9e8a1c6b47",
         *       "prizePoolCurrencyId": "7c1e9d24-58b3-4a6f-b0d2-3f9e8a1c6b47",
         *       "rules": {
         *         "format": "Best of 3",
         *         "maps": "Ascent, Bind, Haven"
         *       },
         *       "pointsSystem": {
         *         "pointsPerFinish": 1,
         *         "pointsPerKnock": 0.5,
         *         "placementPoints": {
         *           "1": 10,
         *           "2": 6,
         *           "3": 4
         *         }
         *       },
         *       "prizeDistribution": {
         *         "positions": [
         *           {
         *             "prize": "1st",
         *             "amount": 600
         *           },
         *           {
         *             "prize": "2nd",
         *             "amount": 400
         *           }
         *         ],
         *         "special": []
         *       }
         *     }
         */
        CreateTournamentRequest: {
            /** @description Limits: 1 to 200 characters; matches `\S`. */
            tournamentName: string;
            /**
             * Format: uuid
             * @description Must name an existing game, else 400 naming gameId
             */
            gameId: string;
            /**
             * @description Most participants (pending + approved)
             *     Limits: 1 to 100000.
             */
            enrollmentLimit: number;
            /**
             * @description Most members a registering team may have
             *     Limits: 1 to 100.
             */
            maxTeamMembers: number;
            /**
             * @description Fewest members a registering team may have; at most maxTeamMembers
             *     Limits: 1 to 100.
             */
            minTeamMembers: number;
            /**
             * Format: date-time
             * @description At or after registrationDeadline
             */
            startTime: string;
            /**
             * Format: date-time
             * @description At or after startTime
             */
            endTime: string;
            /**
             * Format: date-time
             * @description At or before startTime
             */
            registrationDeadline: string;
            matchType: components["schemas"]["MatchType"];
            /**
             * @description A team-size kind, e.g. 5v5
             *     Limits: 1 to 50 characters.
             */
            teamType: string;
            /**
             * @description Hex colour, e.g. #1A2B3C
             *     Limits: at most 7 characters; matches `^#[0-9a-fA-F]{6}$`.
             */
            color: string;
            /** @description Limits: at most 10000 characters. */
            description?: string;
            isOnline?: boolean;
            /** @description Limits: at most 200 characters. */
            tournamentFormat?: string | null;
            /** @description Limits: 0 to 1000000000000. */
            prizePool?: number;
            /** @description Limits: 0 to 1000000000000. */
            entryFee?: number;
            /**
             * Format: uuid
             * @description Must name an existing currency, else 400 naming the field; required when entryFee is above 0
             */
            entryFeeCurrencyId?: string | null;
            /**
             * Format: uuid
             * @description Must name an existing currency, else 400 naming the field; required when prizePool is above 0
             */
            prizePoolCurrencyId?: string | null;
            /** @description Free key/value entries */
            rules?: {
                [key: string]: unknown;
            };
            pointsSystem?: components["schemas"]["PointsSystem"];
            prizeDistribution?: components["schemas"]["PrizeDistribution"];
            /**
             * @description Opaque text, returned as given
             *     Limits: at most 100000 characters.
             */
            bracketData?: string | null;
            /**
             * @description Returned as a JSON array string
             *     Limits: at most 20 items.
             */
            watchUrls?: string[] | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            joinLink?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            image?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            coverImage?: string | null;
            isTrending?: boolean;
            isFeatured?: boolean;
            instantRegistrations?: boolean;
            /**
             * @description Check-in opens this many minutes before startTime and closes at it; null (the default) turns check-in off. With check-in on, generating a round seeds checked-in participants only and marks the others no-shows
             *     Limits: 1 to 10080.
             */
            checkInWindowMinutes?: number | null;
            /** @description When true, registering for a full tournament joins its waitlist (status 5) instead of failing with TOURNAMENT_FULL; a freed place goes to the first on it. Default false */
            waitlistEnabled?: boolean;
            /**
             * @description Stored only as a salted Argon2id hash; null removes the protection
             *     Limits: 1 to 128 characters.
             */
            password?: string | null;
            /**
             * @description Defaults to the tenant's name
             *     Limits: 1 to 200 characters.
             */
            organiserName?: string;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            organiserImage?: string | null;
        };
        /**
         * @description Only the fields sent change; the merged result is validated as on creation
         * @example {
         *       "description": "Single-elimination 5v5 cup, now with a third-place match.",
         *       "prizePool": 1500,
         *       "isFeatured": true
         *     }
         */
        UpdateTournamentRequest: {
            /** @description Limits: 1 to 200 characters; matches `\S`. */
            tournamentName?: string;
            /**
             * Format: uuid
             * @description Must name an existing game, else 400 naming gameId
             */
            gameId?: string;
            /** @description Limits: at most 10000 characters. */
            description?: string;
            /**
             * @description Most participants (pending + approved)
             *     Limits: 1 to 100000.
             */
            enrollmentLimit?: number;
            /**
             * @description Most members a registering team may have
             *     Limits: 1 to 100.
             */
            maxTeamMembers?: number;
            /**
             * @description Fewest members a registering team may have; at most maxTeamMembers
             *     Limits: 1 to 100.
             */
            minTeamMembers?: number;
            /**
             * Format: date-time
             * @description At or after registrationDeadline
             */
            startTime?: string;
            /**
             * Format: date-time
             * @description At or after startTime
             */
            endTime?: string;
            /**
             * Format: date-time
             * @description At or before startTime
             */
            registrationDeadline?: string;
            isOnline?: boolean;
            matchType?: components["schemas"]["MatchType"];
            /** @description Limits: at most 200 characters. */
            tournamentFormat?: string | null;
            /**
             * @description A team-size kind, e.g. 5v5
             *     Limits: 1 to 50 characters.
             */
            teamType?: string;
            /**
             * @description Hex colour, e.g. #1A2B3C
             *     Limits: at most 7 characters; matches `^#[0-9a-fA-F]{6}$`.
             */
            color?: string;
            /** @description Limits: 0 to 1000000000000. */
            prizePool?: number;
            /** @description Limits: 0 to 1000000000000. */
            entryFee?: number;
            /**
             * Format: uuid
             * @description Must name an existing currency, else 400 naming the field; required when entryFee is above 0
             */
            entryFeeCurrencyId?: string | null;
            /**
             * Format: uuid
             * @description Must name an existing currency, else 400 naming the field; required when prizePool is above 0
             */
            prizePoolCurrencyId?: string | null;
            /** @description Free key/value entries */
            rules?: {
                [key: string]: unknown;
            };
            pointsSystem?: components["schemas"]["PointsSystem"];
            prizeDistribution?: components["schemas"]["PrizeDistribution"];
            /**
             * @description Opaque text, returned as given
             *     Limits: at most 100000 characters.
             */
            bracketData?: string | null;
            /**
             * @description Returned as a JSON array string
             *     Limits: at most 20 items.
             */
            watchUrls?: string[] | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            joinLink?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            image?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            coverImage?: string | null;
            isTrending?: boolean;
            isFeatured?: boolean;
            instantRegistrations?: boolean;
            /**
             * @description Check-in opens this many minutes before startTime and closes at it; null (the default) turns check-in off. With check-in on, generating a round seeds checked-in participants only and marks the others no-shows
             *     Limits: 1 to 10080.
             */
            checkInWindowMinutes?: number | null;
            /** @description When true, registering for a full tournament joins its waitlist (status 5) instead of failing with TOURNAMENT_FULL; a freed place goes to the first on it. Default false */
            waitlistEnabled?: boolean;
            /**
             * @description Stored only as a salted Argon2id hash; null removes the protection
             *     Limits: 1 to 128 characters.
             */
            password?: string | null;
            /**
             * @description Defaults to the tenant's name
             *     Limits: 1 to 200 characters.
             */
            organiserName?: string;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            organiserImage?: string | null;
        };
        /**
         * @description Lifecycle: Draft → Upcoming → Ongoing → Completed; anything not Completed → Cancelled
         * @example {
         *       "status": 2
         *     }
         */
        ChangeTournamentStatusRequest: {
            status: components["schemas"]["TournamentStatus"];
        };
        Tournament: {
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /** Format: uuid */
            gameId: string;
            gameName: string;
            description: string;
            enrollmentLimit: number;
            maxTeamMembers: number;
            minTeamMembers: number;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** Format: date-time */
            registrationDeadline: string;
            /** @description Upcoming, before registrationDeadline and below enrollmentLimit */
            registrationOpen: boolean;
            isOnline: boolean;
            status: components["schemas"]["TournamentStatus"];
            matchType: components["schemas"]["MatchType"];
            /** @description Free text */
            tournamentFormat: string | null;
            teamType: string;
            color: string;
            prizePool: number;
            entryFee: number;
            /** @description A string containing JSON: an object of free key/value entries */
            rules: string;
            /** @description A string containing JSON: {positions: [{prize, amount}], special: []} */
            prizeDistribution: string;
            /** @description A string containing JSON: {pointsPerFinish, pointsPerKnock, placementPoints: {"1": points, ...}} */
            pointsSystem: string;
            /** @description Once the tournament has a round: its bracket layout, a string containing the JSON of the BracketData component (rounds → sides → rounds → match ids by position), derived from the rounds and matches. Before that: the organiser's own text, or null */
            bracketData: string | null;
            /** @description A string containing a JSON array of URLs */
            watchUrls: string | null;
            /** @description URL */
            joinLink: string | null;
            /** @description URL */
            image: string | null;
            /** @description URL */
            coverImage: string | null;
            isTrending: boolean;
            isFeatured: boolean;
            isPasswordProtected: boolean;
            instantRegistrations: boolean;
            /** @description Minutes before startTime when check-in opens; null when the tournament has no check-in */
            checkInWindowMinutes: number | null;
            /** @description Whether registering for a full tournament joins a waitlist */
            waitlistEnabled: boolean;
            /** Format: uuid */
            winnerTeamId: string | null;
            winnerTeamName: string | null;
            /**
             * Format: uuid
             * @description The tenant id
             */
            organiserId: string;
            organiserName: string;
            /** @description URL */
            organiserImage: string | null;
            /**
             * Format: uuid
             * @description Null when the amount is 0 and the organiser named no currency
             */
            entryFeeCurrencyId: string | null;
            /**
             * Format: uuid
             * @description Null when the amount is 0 and the organiser named no currency
             */
            prizePoolCurrencyId: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            entryFeeCurrencyName: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            prizePoolCurrencyName: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            entryFeeCurrencySymbol: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            prizePoolCurrencySymbol: string | null;
            /** @description Pending plus approved registrations */
            teamsJoinedCount: number;
            /** @description Whether a team of the user is registered (pending, approved or on the waitlist); null unless externalUserId is given */
            hasJoined: boolean | null;
            /** @description Null unless externalUserId is given */
            canJoin: boolean | null;
            /** @description Why canJoin is false; null otherwise */
            cannotJoinReason: string | null;
        };
        TournamentSummary: {
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /** Format: uuid */
            gameId: string;
            gameName: string;
            description: string;
            enrollmentLimit: number;
            maxTeamMembers: number;
            minTeamMembers: number;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** Format: date-time */
            registrationDeadline: string;
            /** @description Upcoming, before registrationDeadline and below enrollmentLimit */
            registrationOpen: boolean;
            isOnline: boolean;
            status: components["schemas"]["TournamentStatus"];
            matchType: components["schemas"]["MatchType"];
            teamType: string;
            color: string;
            prizePool: number;
            entryFee: number;
            /** @description URL */
            image: string | null;
            /** @description URL */
            coverImage: string | null;
            isTrending: boolean;
            isFeatured: boolean;
            isPasswordProtected: boolean;
            instantRegistrations: boolean;
            /**
             * Format: uuid
             * @description Null when the amount is 0 and the organiser named no currency
             */
            entryFeeCurrencyId: string | null;
            /**
             * Format: uuid
             * @description Null when the amount is 0 and the organiser named no currency
             */
            prizePoolCurrencyId: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            entryFeeCurrencyName: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            prizePoolCurrencyName: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            entryFeeCurrencySymbol: string | null;
            /** @description Null when the amount is 0 and the organiser named no currency */
            prizePoolCurrencySymbol: string | null;
            /** @description Pending plus approved registrations */
            teamsJoinedCount: number;
            /** @description Whether a team of the user is registered (pending, approved or on the waitlist); null unless externalUserId is given */
            hasJoined: boolean | null;
            /** @description Null unless externalUserId is given */
            canJoin: boolean | null;
            /** @description Why canJoin is false; null otherwise */
            cannotJoinReason: string | null;
        };
        TournamentSummaryPage: {
            items: components["schemas"]["TournamentSummary"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        TournamentPointsSystem: {
            /** Format: uuid */
            tournamentId: string;
            /** @description A string containing JSON: {pointsPerFinish, pointsPerKnock, placementPoints: {"1": points, ...}} */
            pointsSystem: string;
        };
        TournamentPrizeDistribution: {
            /** Format: uuid */
            tournamentId: string;
            /** @description A string containing JSON: {positions: [{prize, amount}], special: []} */
            prizeDistribution: string;
        };
        TournamentRules: {
            /** Format: uuid */
            tournamentId: string;
            /** @description A string containing JSON: an object of free key/value entries */
            rules: string;
        };
        EmbedSnippets: {
            /** @description An iframe of the page without its chrome (`?embed=1`) */
            iframe: string;
            /** @description The embed script and its `<tourney-bracket>` element, which sizes its frame to the bracket */
            script: string;
        };
        TournamentPublication: {
            /** @description Whether the public page answers */
            isPublic: boolean;
            /**
             * @description Null until the tournament is first published
             *     Limits: 10 to 64 characters; matches `^[A-Za-z0-9_-]+$`.
             * @example q3Vx7pL0aZ9kR2mT
             */
            shareSlug: string | null;
            /**
             * Format: uri
             * @description The share URL, `/t/{shareSlug}` on this server; null without a slug
             */
            pageUrl: string | null;
            embedSnippets: components["schemas"]["EmbedSnippets"] | (never | null);
        };
        /**
         * @example {
         *       "isPublic": true
         *     }
         */
        SetTournamentPublicationRequest: {
            /** @description true publishes (the first time, it creates the slug); false hides the page, which keeps its slug for a later publish */
            isPublic: boolean;
        };
        /**
         * @description Absent fields are left unchanged on update; null clears a nullable field. On create, `username` defaults to one derived from `displayName` or `externalId`, and `displayName` defaults to the username.
         * @example {
         *       "externalId": "player-5150",
         *       "username": "night_owl",
         *       "displayName": "Night Owl",
         *       "email": "owl@example.com",
         *       "countryCode": "+44"
         *     }
         */
        RegisterUserRequest: {
            /**
             * @description The integrator's id of the user; the key of the upsert
             *     Limits: 1 to 128 characters.
             */
            externalId: string;
            /** @description Limits: 1 to 64 characters. */
            displayName?: string;
            /**
             * @description Unique within the tenant (case-sensitive); letters, digits, `_`, `.`, `-`
             *     Limits: 3 to 32 characters; matches `^[A-Za-z0-9_.-]+$`.
             */
            username?: string;
            /**
             * Format: email
             * @description Limits: at most 254 characters.
             */
            email?: string | null;
            /**
             * @description Digits, spaces and `+ ( ) . -`
             *     Limits: 3 to 32 characters; matches `^[0-9+() .-]+$`.
             */
            phoneNumber?: string | null;
            /**
             * @description International dial code, e.g. `+44`
             *     Limits: at most 5 characters; matches `^\+[1-9][0-9]{0,3}$`.
             */
            countryCode?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            image?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            coverImage?: string | null;
        };
        RegisteredUser: {
            /** Format: uuid */
            userId: string;
            externalId: string;
            /** @description True when this call created the user */
            isNewUser: boolean;
            username: string;
        };
        /**
         * @description At least one field; null clears an image
         * @example {
         *       "displayName": "Nova",
         *       "image": "https://cdn.example.com/avatars/nova.png"
         *     }
         */
        UpdateProfileRequest: {
            /**
             * @description Unique within the tenant (case-sensitive); letters, digits, `_`, `.`, `-`
             *     Limits: 3 to 32 characters; matches `^[A-Za-z0-9_.-]+$`.
             */
            username?: string;
            /** @description Limits: 1 to 64 characters. */
            displayName?: string;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            image?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            coverImage?: string | null;
        };
        UserProfile: {
            /** Format: uuid */
            userId: string;
            username: string;
            displayName: string;
            email: string | null;
            phoneNumber: string | null;
            countryCode: string | null;
            image: string | null;
            coverImage: string | null;
        };
        /**
         * @example {
         *       "gameId": "0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15",
         *       "userGameId": "Nova#2077"
         *     }
         */
        LinkUserGameIdRequest: {
            /** Format: uuid */
            gameId: string;
            /**
             * @description The user's in-game id; unique per game within the tenant; no leading or trailing spaces
             *     Limits: 1 to 128 characters; matches `^\S(?:.*\S)?$`.
             */
            userGameId: string;
        };
        UserGameId: {
            /** Format: uuid */
            gameId: string;
            gameName: string;
            /** @description URL */
            gameImage: string;
            /** @description URL, may be empty */
            coverImage: string;
            userGameId: string;
        };
        /**
         * @description Member role: 1 = Owner, 2 = Member
         * @enum {integer}
         */
        TeamRole: 1 | 2;
        /**
         * @example {
         *       "name": "Red Foxes",
         *       "gameId": "0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15",
         *       "description": "EU evening squad",
         *       "teamSize": 5
         *     }
         */
        CreateTeamRequest: {
            /**
             * @description 1 to 64 characters, not only spaces
             *     Limits: 1 to 64 characters; matches `\S`.
             */
            name: string;
            /** Format: uuid */
            gameId: string;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            logo?: string;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            coverImage?: string;
            /** @description Limits: at most 1000 characters. */
            description?: string;
            /**
             * @description Capacity: the most members, 1 to 100
             *     Limits: 1 to 100.
             * @default 5
             */
            teamSize?: number;
        };
        /**
         * @description Only the fields sent change; null clears logo, coverImage, description
         * @example {
         *       "name": "Night Owls Academy",
         *       "description": "Our second roster"
         *     }
         */
        UpdateTeamRequest: {
            /**
             * @description 1 to 64 characters, not only spaces
             *     Limits: 1 to 64 characters; matches `\S`.
             */
            name?: string;
            /**
             * Format: uuid
             * @description Every member needs a userGameId for the new game
             */
            gameId?: string;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            logo?: string | null;
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            coverImage?: string | null;
            /** @description Limits: at most 1000 characters. */
            description?: string | null;
            /**
             * @description Capacity, 1 to 100; not below the current member count
             *     Limits: 1 to 100.
             */
            teamSize?: number;
        };
        Team: {
            /** Format: uuid */
            teamId: string;
            externalId: string;
            name: string;
            /** @description URI, or empty when not set */
            logo: string;
            /** @description URI, or empty when not set */
            coverImage: string;
            description: string;
            /** Format: uuid */
            gameId: string;
        };
        TeamMember: {
            /** Format: uuid */
            userId: string;
            externalId: string | null;
            /** @description Always empty: the address is hidden */
            email: string;
            username: string;
            role: components["schemas"]["TeamRole"];
            /** Format: date-time */
            joinedAt: string;
            profileImage: string | null;
            /** Format: uuid */
            gameId: string;
            userGameId: string;
        };
        TeamDetail: {
            /** Format: uuid */
            teamId: string;
            name: string;
            description: string | null;
            teamSize: number;
            /** Format: uuid */
            ownerId: string;
            ownerName: string;
            logo: string | null;
            coverImage: string | null;
            /** Format: uuid */
            gameId: string;
            gameName: string;
            gameImage: string;
            /** @description The owner first, then by joining time */
            members: components["schemas"]["TeamMember"][];
        };
        /**
         * @example {
         *       "expiresInHours": 48
         *     }
         */
        CreateInviteRequest: {
            /**
             * @description Lifetime, 1 to 720 hours
             *     Limits: 1 to 720.
             * @default 168
             */
            expiresInHours?: number;
        };
        IssuedInvite: {
            /** Format: uuid */
            inviteId: string;
            /** @description The secret to share: shown this once, stored only as a hash */
            token: string;
            /** Format: uuid */
            teamId: string;
            /** Format: date-time */
            expiresAt: string;
        };
        InviteSummary: {
            /** Format: uuid */
            inviteId: string;
            /** Format: uuid */
            teamId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        InvitePreview: {
            /** Format: uuid */
            teamId: string;
            name: string;
            description: string | null;
            logo: string | null;
            coverImage: string | null;
            teamSize: number;
            currentMembers: number;
            ownerName: string;
            /** Format: uuid */
            gameId: string;
            gameName: string;
            canJoin: boolean;
            /** @description Why the user cannot join; present when canJoin is false */
            joinError?: string;
        };
        /** @description owner: everything; admin: also keys and webhooks; organiser: tournaments */
        StaffRole: "owner" | "admin" | "organiser";
        /**
         * @description A staff member's email and password, or the operator's ADMIN_TOKEN
         * @example {
         *       "email": "owner@example.com",
         *       "password": "correct horse battery"
         *     }
         */
        ConsoleSignInRequest: {
            /**
             * Format: email
             * @description Limits: 3 to 254 characters.
             */
            email: string;
            /** @description Limits: 1 to 200 characters. */
            password: string;
            /**
             * Format: uuid
             * @description Which tenant, when the same email and password open accounts in several
             */
            tenantId?: string;
        } | {
            /** @description Limits: 1 to 1024 characters. */
            adminToken: string;
        };
        ConsoleMe: {
            kind: "staff" | "operator";
            /** @description Send it as X-CSRF-Token on every state-changing request of this session */
            csrfToken: string;
            /**
             * Format: date-time
             * @description When the session ends unless used (idle 12 h, at most 7 days)
             */
            expiresAt: string;
            staff: {
                /** Format: uuid */
                id: string;
                email: string;
                role: components["schemas"]["StaffRole"];
                /** Format: uuid */
                tenantId: string;
                tenantName: string;
            } | null;
        };
        /**
         * @example {
         *       "currentPassword": "correct horse battery",
         *       "newPassword": "a much longer passphrase"
         *     }
         */
        ChangePasswordRequest: {
            /** @description Limits: 1 to 200 characters. */
            currentPassword: string;
            /**
             * @description 10 to 200 characters
             *     Limits: 10 to 200 characters.
             */
            newPassword: string;
        };
        StaffInvitationPreview: {
            email: string;
            role: components["schemas"]["StaffRole"];
            tenantName: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /**
         * @example {
         *       "token": "sinv_T3duZXJJbnZpdGF0aW9uVG9rZW4",
         *       "password": "correct horse battery"
         *     }
         */
        AcceptStaffInvitationRequest: {
            /**
             * @description Limits: 1 to 128 characters.
             * @example sinv_T3duZXJJbnZpdGF0aW9uVG9rZW4
             */
            token: string;
            /**
             * @description 10 to 200 characters
             *     Limits: 10 to 200 characters.
             */
            password: string;
        };
        StaffMember: {
            /** Format: uuid */
            id: string;
            email: string;
            role: components["schemas"]["StaffRole"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSignInAt: string | null;
        };
        /**
         * @example {
         *       "role": "admin"
         *     }
         */
        UpdateStaffMemberRequest: {
            role: components["schemas"]["StaffRole"];
        };
        /**
         * @example {
         *       "email": "organiser@example.com",
         *       "role": "organiser"
         *     }
         */
        CreateStaffInvitationRequest: {
            /**
             * Format: email
             * @description Limits: 3 to 254 characters.
             */
            email: string;
            role: components["schemas"]["StaffRole"];
        };
        StaffInvitation: {
            /** Format: uuid */
            id: string;
            email: string;
            role: components["schemas"]["StaffRole"];
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Only in the answer that creates it */
            token?: string;
            /** @description The link to hand over (it holds the token); only in the answer that creates it */
            acceptUrl?: string;
        };
        RatingLeaderboardEntry: {
            /**
             * @description Position on the whole leaderboard, 1 = best
             *     Limits: at least 1.
             */
            rank: number;
            /** Format: uuid */
            userId: string;
            /** @description Null for an erased player */
            externalId: string | null;
            username: string;
            displayName: string;
            /** @description The rating shown and ranked by: `mu − 3 × sigma`, the skill the player is very likely above. A new player has 0; it rises as results come in and the model grows sure. */
            rating: number;
            /** @description Estimated skill (a new player: 25) */
            mu: number;
            /** @description Uncertainty of `mu` (a new player: 8.333); shrinks with every match */
            sigma: number;
            /** @description Rated matches played in this game */
            matchesPlayed: number;
            /** Format: date-time */
            updatedAt: string;
        };
        RatingLeaderboardEntryPage: {
            items: components["schemas"]["RatingLeaderboardEntry"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        PlayerGameRating: {
            /** Format: uuid */
            gameId: string;
            gameName: string;
            /**
             * @description Position on the game's leaderboard
             *     Limits: at least 1.
             */
            rank: number;
            /** @description The rating shown and ranked by: `mu − 3 × sigma`, the skill the player is very likely above. A new player has 0; it rises as results come in and the model grows sure. */
            rating: number;
            /** @description Estimated skill (a new player: 25) */
            mu: number;
            /** @description Uncertainty of `mu` (a new player: 8.333); shrinks with every match */
            sigma: number;
            matchesPlayed: number;
            /** Format: date-time */
            updatedAt: string;
        };
        PlayerRatings: {
            /** Format: uuid */
            userId: string;
            externalId: string;
            username: string;
            /** @description One per game with a rated match, by game name */
            ratings: components["schemas"]["PlayerGameRating"][];
        };
        RatingSkill: {
            /** @description The rating shown and ranked by: `mu − 3 × sigma`, the skill the player is very likely above. A new player has 0; it rises as results come in and the model grows sure. */
            rating: number;
            /** @description Estimated skill (a new player: 25) */
            mu: number;
            /** @description Uncertainty of `mu` (a new player: 8.333); shrinks with every match */
            sigma: number;
        };
        RatingChange: {
            /** Format: uuid */
            changeId: string;
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /**
             * Format: uuid
             * @description The duel match; null for a free-for-all match
             */
            matchId: string | null;
            /**
             * Format: uuid
             * @description The FFA group; null for a duel
             */
            groupId: string | null;
            /** @description The FFA match's number in its group */
            groupMatchNumber: number | null;
            /**
             * Format: uuid
             * @description The team (or, solo, the player) played for
             */
            participantId: string;
            before: components["schemas"]["RatingSkill"];
            after: components["schemas"]["RatingSkill"];
            /** @description `after.rating − before.rating` */
            ratingChange: number;
            /**
             * Format: date-time
             * @description When the match was completed
             */
            playedAt: string;
        };
        RatingChangePage: {
            items: components["schemas"]["RatingChange"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        MemberRating: {
            /** Format: uuid */
            userId: string;
            username: string;
            /** @description The rating shown and ranked by: `mu − 3 × sigma`, the skill the player is very likely above. A new player has 0; it rises as results come in and the model grows sure. */
            rating: number;
            /** @description Estimated skill (a new player: 25) */
            mu: number;
            /** @description Uncertainty of `mu` (a new player: 8.333); shrinks with every match */
            sigma: number;
            /** @description 0 for a player not rated yet (a new player) */
            matchesPlayed: number;
        };
        TeamRating: {
            /** Format: uuid */
            teamId: string;
            /** Format: uuid */
            gameId: string;
            /** @description The mean of the players' ratings */
            rating: number;
            /** @description The mean of the players' `mu` */
            mu: number;
            /** @description The mean of the players' `sigma` */
            sigma: number;
            members: components["schemas"]["MemberRating"][];
        };
        ParticipantRating: {
            /** Format: uuid */
            participantId: string;
            participantName: string;
            /** @description The registration's seed, when the organiser set one */
            seed: number | null;
            /** @description The mean of the roster's ratings (solo: the player's) */
            rating: number;
            mu: number;
            sigma: number;
            /** @description The roster: recorded at its first rated match here, else the current members */
            players: components["schemas"]["MemberRating"][];
        };
        TournamentRatings: {
            /** Format: uuid */
            tournamentId: string;
            /** Format: uuid */
            gameId: string;
            /** @description Whether the tournament's completed matches move ratings */
            rated: boolean;
            /** @description The approved participants, best rating first: the order `seeding.mode: rating` seeds */
            participants: components["schemas"]["ParticipantRating"][];
        };
        /**
         * @example {
         *       "rated": false
         *     }
         */
        TournamentRatingsRequest: {
            /** @description false: the tournament moves no rating (a show match, a practice cup) */
            rated: boolean;
        };
        /**
         * @description Match status: 1 = Scheduled, 2 = Ongoing, 3 = Completed, 4 = Cancelled, 5 = AwaitingParticipants
         * @enum {integer}
         */
        MatchStatus: 1 | 2 | 3 | 4 | 5;
        /**
         * @description Result of a match or of one game: 0 = Undecided, 1 = Participant1Won, 2 = Participant2Won, 3 = Draw
         * @enum {integer}
         */
        MatchResult: 0 | 1 | 2 | 3;
        MatchGame: {
            /** Format: uuid */
            matchGameId: string;
            /** Format: uuid */
            matchId: string;
            gameSerial: number;
            /** Format: uuid */
            mapId: string | null;
            mapName: string | null;
            participant1Score: number;
            participant2Score: number;
            /** Format: uuid */
            winnerId: string | null;
            gameResult: components["schemas"]["MatchResult"];
            extraData: string | null;
            /** Format: date-time */
            scheduledAt: string | null;
        };
        DuelDetail: {
            /** Format: uuid */
            participant1Id: string | null;
            participant1Name: string | null;
            participant1Logo: string | null;
            participant1ExternalId: string | null;
            participant1Type: components["schemas"]["ParticipantType"];
            /** Format: uuid */
            participant2Id: string | null;
            participant2Name: string | null;
            participant2Logo: string | null;
            participant2ExternalId: string | null;
            participant2Type: components["schemas"]["ParticipantType"];
            /** @description Games won by participant 1 */
            participant1Score: number;
            /** @description Games won by participant 2 */
            participant2Score: number;
            /** Format: uuid */
            winnerTeamId: string | null;
            /** Format: uuid */
            mapId: string | null;
            mapName: string | null;
            duration: number | null;
        };
        /** @description Where a duel match sits: the winners or losers bracket, the grand final or its reset, the third-place match (elimination rounds), or the round-robin / Swiss schedule */
        BracketSide: "winners" | "losers" | "grand_final" | "grand_final_reset" | "third_place" | "round_robin" | "swiss";
        MatchSlotLink: {
            /**
             * Format: uuid
             * @description The match the participant moves to
             */
            matchId: string;
            /**
             * @description The side they take there: 1 = Participant1, 2 = Participant2
             * @enum {integer}
             */
            slot: 1 | 2;
        };
        MatchBracket: {
            side: components["schemas"]["BracketSide"];
            /**
             * @description Round within the side, from 1 (for round robin and Swiss: the stage the match is played in)
             *     Limits: at least 1.
             */
            round: number;
            /**
             * @description Order within that round and side, from 1; the matches feeding position p of round r+1 are 2p-1 and 2p
             *     Limits: at least 1.
             */
            position: number;
            winnerTo: components["schemas"]["MatchSlotLink"] | (never | null);
            loserTo: components["schemas"]["MatchSlotLink"] | (never | null);
        };
        Match: {
            /** Format: uuid */
            matchId: string;
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /** Format: uuid */
            roundId: string;
            roundName: string;
            matchNumber: number;
            matchStatus: components["schemas"]["MatchStatus"];
            matchResult: components["schemas"]["MatchResult"];
            /** Format: date-time */
            scheduledAt: string | null;
            bestOf: number;
            games: components["schemas"]["MatchGame"][];
            duelDetail: components["schemas"]["DuelDetail"];
            bracket: components["schemas"]["MatchBracket"];
            /** @description Decided without play because one side has no participant (a bye of the seeding, or a slot its feeder left empty); the other side advances */
            isBye: boolean;
        };
        MatchPage: {
            matches: components["schemas"]["Match"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        GameScore: {
            /** @description Limits: 0 to 1000000. */
            participant1Score: number;
            /** @description Limits: 0 to 1000000. */
            participant2Score: number;
            /** @description Limits: 1 to 200 characters. */
            mapName?: string;
        };
        /**
         * @example {
         *       "games": [
         *         {
         *           "participant1Score": 13,
         *           "participant2Score": 9,
         *           "mapName": "Ascent"
         *         },
         *         {
         *           "participant1Score": 13,
         *           "participant2Score": 11,
         *           "mapName": "Bind"
         *         }
         *       ]
         *     }
         */
        ReportMatchResultRequest: {
            /**
             * @description Games in play order; may be empty only with forfeitBy
             *     Limits: at most 9 items.
             */
            games: components["schemas"]["GameScore"][];
            /**
             * @description The participant who forfeited and loses: 1 = Participant1, 2 = Participant2
             * @enum {integer}
             */
            forfeitBy?: 1 | 2;
        };
        /**
         * @description Round format: 1 = SingleElimination, 2 = DoubleElimination, 3 = RoundRobin, 4 = Swiss, 5 = FreeForAll
         * @enum {integer}
         */
        RoundType: 1 | 2 | 3 | 4 | 5;
        /**
         * @description Round status: 1 = Pending, 2 = Ongoing, 3 = Completed
         * @enum {integer}
         */
        RoundStatus: 1 | 2 | 3;
        /** @description A tiebreaker of the catalogue. Duel rounds: matchPoints (3 a win, 1 a draw), headToHead (wins among exactly the tied), scoreDifference (game scores for minus against), gamesWon, buchholz (sum of the opponents' match scores, a win 1 and a draw ½), medianBuchholz (without the best and worst opponent), sonnebornBerger (opponents' scores, in full for a win and half for a draw), opponentMatchWinPct (opponents' mean share of match points, at least ⅓). Free-for-all rounds: ffaPoints, finishes, bestPlacement (lower first) */
        TiebreakerName: "matchPoints" | "headToHead" | "scoreDifference" | "gamesWon" | "buchholz" | "medianBuchholz" | "sonnebornBerger" | "opponentMatchWinPct" | "ffaPoints" | "finishes" | "bestPlacement";
        /** @description The round's format settings; only those of its format appear */
        RoundFormatOptions: {
            /** @description Single elimination */
            thirdPlaceMatch?: boolean;
            /** @description Double elimination */
            grandFinal?: "none" | "single" | "double";
            /** @description Round robin: 1 or 2 */
            legs?: number;
            /** @description Round robin: groups the field is split into (absent: one) */
            groupCount?: number;
            /** @description Swiss: stages to play (fixed at generation when not given) */
            swissStages?: number;
            /** @description FFA: the group count the organiser asked for */
            numberOfGroups?: number;
            /** @description The seed of the last generation seeded at random */
            randomSeed?: number;
        };
        Round: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            roundName: string;
            description: string;
            /** @description Participants seeded into the round (0 before generation) */
            teamCount: number;
            matchesPerGroup: number;
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate: string;
            roundType: components["schemas"]["RoundType"];
            status: components["schemas"]["RoundStatus"];
            /** @description Duel: match rows (byes included); FFA: groups × matchesPerGroup */
            numberOfMatches: number;
            /**
             * @description Order within the tournament, from 1 (stage number)
             *     Limits: at least 1.
             */
            roundNumber: number;
            /** @description Games per duel match */
            bestOf: number;
            options: components["schemas"]["RoundFormatOptions"];
            /**
             * @description The order that breaks ties in this round's standings after wins (FFA: after points): the organiser's, or its format's default
             *     Limits: at most 11 items.
             */
            tiebreakers: components["schemas"]["TiebreakerName"][];
            /** Format: date-time */
            generatedAt: string | null;
        };
        AssignedGroup: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tournamentRoundId: string;
            groupName: string;
            maxParticipants: number;
            groupVersion: number;
            /**
             * Format: date-time
             * @description When the group's first match starts; null until scheduled
             */
            scheduledAt: string | null;
        };
        FfaRound: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tournamentId: string;
            roundName: string;
            description: string;
            /** @description Participants seeded into the round (0 before generation) */
            teamCount: number;
            matchesPerGroup: number;
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate: string;
            roundType: components["schemas"]["RoundType"];
            status: components["schemas"]["RoundStatus"];
            /** @description Duel: match rows (byes included); FFA: groups × matchesPerGroup */
            numberOfMatches: number;
            roundNumber: number;
            numberOfGroups: number;
            assignedGroups: components["schemas"]["AssignedGroup"][];
        };
        FfaAssignedDetails: {
            rounds: components["schemas"]["FfaRound"][];
        };
        /**
         * @example {
         *       "roundName": "Playoffs",
         *       "roundType": 1,
         *       "startDate": "2027-03-06T18:00:00.000Z",
         *       "endDate": "2027-03-07T22:00:00.000Z",
         *       "bestOf": 3,
         *       "thirdPlaceMatch": true
         *     }
         */
        CreateRoundRequest: {
            /** @description Limits: 1 to 200 characters. */
            roundName: string;
            roundType: components["schemas"]["RoundType"];
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate: string;
            /** @description Limits: at most 4000 characters. */
            description?: string;
            /**
             * @description Games per duel match; default 1: 1 = BestOf1, 3 = BestOf3, 5 = BestOf5, 7 = BestOf7, 9 = BestOf9
             * @enum {integer}
             */
            bestOf?: 1 | 3 | 5 | 7 | 9;
            /** @description Single elimination: play for third place */
            thirdPlaceMatch?: boolean;
            /** @description Double elimination: 'none', 'single' (default) or 'double' (with a reset) */
            grandFinal?: "none" | "single" | "double";
            /**
             * @description Round robin: every pair meets once, or twice with sides swapped: 1 = SingleLeg, 2 = DoubleLeg
             * @enum {integer}
             */
            legs?: 1 | 2;
            /**
             * @description Round robin: groups to split the field into (serpentine by seed), each playing its own round robin; default 1
             *     Limits: 1 to 64.
             */
            groupCount?: number;
            /**
             * @description Swiss: stages to play; default ceil(log2(n))
             *     Limits: 1 to 20.
             */
            swissStages?: number;
            /**
             * @description FFA: group size cap
             *     Limits: 2 to 1000.
             */
            maxParticipants?: number;
            /**
             * @description FFA: groups to split into
             *     Limits: 1 to 1000.
             */
            numberOfGroups?: number;
            /**
             * @description FFA: matches per group; default 1
             *     Limits: 1 to 100.
             */
            matchesPerGroup?: number;
            /**
             * @description Ordered tiebreakers of the round's standings, after wins (FFA: after points); names of the round's kind only, each once. Default: headToHead, scoreDifference (FFA: finishes, bestPlacement)
             *     Limits: at most 11 items.
             */
            tiebreakers?: components["schemas"]["TiebreakerName"][];
        };
        /**
         * @example {
         *       "tiebreakers": [
         *         "matchPoints",
         *         "buchholz",
         *         "headToHead"
         *       ]
         *     }
         */
        SetTiebreakersRequest: {
            /**
             * @description The round's new tiebreaker order, after wins (FFA: after points); names of the round's kind only, each once
             *     Limits: at most 11 items.
             */
            tiebreakers: components["schemas"]["TiebreakerName"][];
        };
        ExplicitSeeding: {
            /** @enum {string} */
            mode: "explicit";
            /** @description participantId → seed (1 = top); every approved participant needs one */
            seeds: {
                [key: string]: number;
            };
        };
        RandomSeeding: {
            /** @enum {string} */
            mode: "random";
            /** @description Limits: 0 to 4294967295. */
            randomSeed: number;
        };
        /** @description Best rating first (`seedBy: rating`): a team's rating is its roster's mean; ties keep the registrations' order */
        RatingSeeding: {
            /** @enum {string} */
            mode: "rating";
        };
        /**
         * @example {
         *       "seeding": {
         *         "mode": "random",
         *         "randomSeed": 20270306
         *       }
         *     }
         */
        GenerateRoundRequest: {
            seeding?: components["schemas"]["ExplicitSeeding"] | components["schemas"]["RandomSeeding"] | components["schemas"]["RatingSeeding"];
        };
        GroupSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tournamentRoundId: string;
            groupName: string;
            maxParticipants: number;
            participantCount: number;
            /** @description Every revision of the group so far, 1..version */
            versions: number[];
            /**
             * Format: date-time
             * @description When the group's first match starts (its matches follow in a row); null until scheduled
             */
            scheduledAt: string | null;
        };
        Group: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tournamentRoundId: string;
            groupName: string;
            maxParticipants: number;
            participantCount: number;
            /** @description Every revision of the group so far, 1..version */
            versions: number[];
            /**
             * Format: date-time
             * @description When the group's first match starts (its matches follow in a row); null until scheduled
             */
            scheduledAt: string | null;
            /** Format: uuid */
            tournamentId: string;
            tournamentRoundName: string;
            /** @description Current revision: 1 at generation, +1 per results change */
            version: number;
        };
        GroupSummaryPage: {
            items: components["schemas"]["GroupSummary"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        FfaStandingLine: {
            /** Format: uuid */
            participantId: string;
            participantName: string;
            points: number;
            finishes: number;
            knocks: number;
            bestPlacement: number | null;
            matchesPlayed: number;
            /**
             * @description Competition rank ("1, 2, 2, 4"): lines equal on points and on every tiebreaker of the round (default finishes, bestPlacement) share it
             *     Limits: at least 1.
             */
            rank: number;
            /** @description The value of each of the round's tiebreakers that ranked this line, by name, in the order applied (bestPlacement: null before a result, lower first) */
            tiebreakers: {
                [key: string]: number | null;
            };
        };
        FfaStandings: {
            /** Format: uuid */
            groupId: string;
            standings: components["schemas"]["FfaStandingLine"][];
        };
        FfaPlacement: {
            /** Format: uuid */
            participantId: string;
            /** @description Limits: 1 to 1000. */
            placement: number;
            /** @description Limits: 0 to 10000. */
            finishes: number;
            /** @description Limits: 0 to 10000. */
            knocks: number;
        };
        /**
         * @example {
         *       "matchNumber": 1,
         *       "placements": [
         *         {
         *           "participantId": "a3c9f1e6-4b28-4d7a-9e05-1f6b8d2c7a49",
         *           "placement": 1,
         *           "finishes": 7,
         *           "knocks": 9
         *         },
         *         {
         *           "participantId": "f8e2b5d1-7c43-4a96-b1d8-0e5a3c9f6b27",
         *           "placement": 2,
         *           "finishes": 4,
         *           "knocks": 5
         *         }
         *       ]
         *     }
         */
        RecordFfaResultsRequest: {
            /** @description Limits: 1 to 100. */
            matchNumber: number;
            /** @description Limits: 1 to 1000 items. */
            placements: components["schemas"]["FfaPlacement"][];
        };
        DuelStandingLine: {
            /** Format: uuid */
            participantId: string;
            participantName: string;
            participantLogo: string | null;
            /** @description The team's (or solo user's) externalId; may be empty */
            participantExternalId: string;
            participantType: components["schemas"]["ParticipantType"];
            wins: number;
            losses: number;
            draws: number;
            matchCount: number;
            isMe: boolean;
            /**
             * @description Competition rank ("1, 2, 2, 4"), the order of the lines. Round robin and Swiss: by wins, then the tiebreakers; lines equal on wins and on every tiebreaker share it (the round's tiebreakers; the default headToHead, scoreDifference across all rounds). Elimination rounds, and the whole tournament when its final round is an elimination bracket: by `placement`, which it equals once every line is placed; lines still without one come first, by wins and tiebreakers
             *     Limits: at least 1.
             */
            rank: number;
            /** @description The value of each tiebreaker that ranked this line, by name, in the order applied (headToHead counts wins among exactly the lines tied before it), so a reader sees why one line is above another */
            tiebreakers: {
                [key: string]: number;
            };
            /**
             * @description Final place, in elimination rounds (and over the whole tournament when its final round is an elimination bracket); null in round robin, Swiss and free-for-all, which rank by points. Set as soon as the participant is out, and never changed after (a corrected result aside); null while it is still in. Places follow the round a participant fell in: single elimination 1, 2, 3 and 4 (third-place match) or 3 shared, then 5 for 5–8, 9 for 9–16; double elimination 1, 2 (the loser of the grand final, or of its reset), then the losers bracket from its last round to its first: 3, 4, 5 for 5–6, 7 for 7–8, 9 for 9–12, 13 for 13–16. Participants who fall together share the best position of their group (see placementEnd); byes leave fewer to share. A forfeit, a disqualification's included, is a loss like any other. Over a tournament with stages, the final stage's places come first, then those knocked out in earlier stages, by their rank in their group (every group's third shares a place)
             *     Limits: at least 1.
             */
            placement: number | null;
            /**
             * @description The last position of a shared place: 6 for a line placed 5–6, equal to placement when nobody shares it; null with placement
             *     Limits: at least 1.
             */
            placementEnd: number | null;
        };
        DuelStandings: {
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /** Format: uuid */
            roundId: string | null;
            roundName: string | null;
            standings: components["schemas"]["DuelStandingLine"][];
        };
        /** @description Who goes through to the next stage: exactly one of `perGroup` and `topN`. Every stage but the last has one; elimination stages can only be last */
        StageQualifiers: {
            /**
             * @description The top N of every group go through (round robin with groups, free-for-all heats): group winners are seeded first, then runners-up, ordered so that the next stage's first round keeps group mates apart where it can
             *     Limits: 1 to 1000.
             */
            perGroup?: number;
            /**
             * @description The top N of the stage's final standing go through, seeded in that order (1 meets N in an elimination bracket)
             *     Limits: 1 to 10000.
             */
            topN?: number;
        };
        StageInput: {
            /**
             * @description The stage's round name
             *     Limits: 1 to 200 characters.
             */
            name: string;
            roundType: components["schemas"]["RoundType"];
            /** @description Limits: at most 4000 characters. */
            description?: string;
            /**
             * Format: date-time
             * @description Default: the tournament's start
             */
            startDate?: string;
            /**
             * Format: date-time
             * @description Default: the tournament's end
             */
            endDate?: string;
            /**
             * @description Games per duel match; default 1: 1 = BestOf1, 3 = BestOf3, 5 = BestOf5, 7 = BestOf7, 9 = BestOf9
             * @enum {integer}
             */
            bestOf?: 1 | 3 | 5 | 7 | 9;
            /** @description Single elimination: play for third place */
            thirdPlaceMatch?: boolean;
            /** @description Double elimination: 'none', 'single' (default) or 'double' (with a reset) */
            grandFinal?: "none" | "single" | "double";
            /**
             * @description Round robin: every pair meets once, or twice with sides swapped: 1 = SingleLeg, 2 = DoubleLeg
             * @enum {integer}
             */
            legs?: 1 | 2;
            /**
             * @description Round robin: groups to split the field into (serpentine by seed), each playing its own round robin; default 1
             *     Limits: 1 to 64.
             */
            groupCount?: number;
            /**
             * @description Swiss: stages to play; default ceil(log2(n))
             *     Limits: 1 to 20.
             */
            swissStages?: number;
            /**
             * @description FFA: group size cap
             *     Limits: 2 to 1000.
             */
            maxParticipants?: number;
            /**
             * @description FFA: groups to split into
             *     Limits: 1 to 1000.
             */
            numberOfGroups?: number;
            /**
             * @description FFA: matches per group; default 1
             *     Limits: 1 to 100.
             */
            matchesPerGroup?: number;
            /**
             * @description The stage's tiebreaker order, which also decides its qualifiers; the format's default when absent
             *     Limits: at most 11 items.
             */
            tiebreakers?: components["schemas"]["TiebreakerName"][];
            qualifiers?: components["schemas"]["StageQualifiers"];
        };
        /**
         * @example {
         *       "stages": [
         *         {
         *           "name": "Groups",
         *           "roundType": 3,
         *           "groupCount": 2,
         *           "tiebreakers": [
         *             "headToHead",
         *             "scoreDifference"
         *           ],
         *           "qualifiers": {
         *             "perGroup": 2
         *           }
         *         },
         *         {
         *           "name": "Playoffs",
         *           "roundType": 1,
         *           "bestOf": 3,
         *           "thirdPlaceMatch": true
         *         }
         *       ]
         *     }
         */
        DeclareStagesRequest: {
            /**
             * @description The stages in playing order; each becomes one round, numbered from 1
             *     Limits: 1 to 16 items.
             */
            stages: components["schemas"]["StageInput"][];
        };
        StageQualified: {
            /**
             * @description Seed in the next stage (1 = top)
             *     Limits: at least 1.
             */
            seed: number;
            /** Format: uuid */
            participantId: string;
            participantName: string;
        };
        Stage: {
            /**
             * @description Playing order, from 1
             *     Limits: at least 1.
             */
            stageNumber: number;
            /**
             * Format: uuid
             * @description The round the stage is in every round, match and standings read
             */
            roundId: string;
            name: string;
            roundType: components["schemas"]["RoundType"];
            status: components["schemas"]["RoundStatus"];
            bestOf: number;
            options: components["schemas"]["RoundFormatOptions"];
            /**
             * @description The order that ranks the stage and picks its qualifiers
             *     Limits: at most 11 items.
             */
            tiebreakers: components["schemas"]["TiebreakerName"][];
            qualifiers: components["schemas"]["StageQualifiers"] | (never | null);
            /** @description Participants seeded into the stage (0 before) */
            teamCount: number;
            /** @description Who went through to the next stage, in its seed order; empty until this stage completes (and on the last stage) */
            qualified: components["schemas"]["StageQualified"][];
        };
        StageList: {
            /** Format: uuid */
            tournamentId: string;
            /** @description Empty when the tournament declares no stages */
            stages: components["schemas"]["Stage"][];
        };
        /**
         * @example {
         *       "teamCount": 8,
         *       "stages": [
         *         {
         *           "name": "Bracket",
         *           "roundType": 2,
         *           "grandFinal": "double"
         *         }
         *       ]
         *     }
         */
        StagePreviewRequest: {
            /**
             * @description Participants the first stage is planned for (e.g. the tournament’s team limit)
             *     Limits: 2 to 1024.
             */
            teamCount: number;
            /**
             * @description The stages in playing order, exactly as `PUT /tournaments/{id}/stages` takes them
             *     Limits: 1 to 16 items.
             */
            stages: components["schemas"]["StageInput"][];
        };
        StagePreviewLink: {
            /**
             * @description The match the participant moves to
             *     Limits: at least 1.
             */
            matchNumber: number;
            /**
             * @description The side they take there
             *     Limits: 1 to 2.
             */
            slot: number;
        };
        StagePreviewMatch: {
            /** @description Limits: at least 1. */
            matchNumber: number;
            side: components["schemas"]["BracketSide"];
            /** @description Limits: at least 1. */
            round: number;
            /** @description Limits: at least 1. */
            position: number;
            /**
             * @description Seed placed here at the start; null: decided by play
             *     Limits: at least 1.
             */
            participant1Seed: number | null;
            /** @description Limits: at least 1. */
            participant2Seed: number | null;
            /** @description Decided without play: one side has nobody */
            isBye: boolean;
            winnerTo: components["schemas"]["StagePreviewLink"] | (never | null);
            loserTo: components["schemas"]["StagePreviewLink"] | (never | null);
        };
        StagePreviewStage: {
            /** @description Limits: at least 1. */
            stageNumber: number;
            name: string;
            roundType: components["schemas"]["RoundType"];
            /** @description Participants the stage is played by */
            teamCount: number;
            /** @description Groups (lobbies for free-for-all); 1 for a bracket */
            groupCount: number;
            /** @description Matches that can be played, byes left out; an elimination bracket’s grand-final reset counts although it is played only when the losers-bracket finalist wins the first grand final */
            matchCount: number;
            /** @description Rounds of play: bracket columns (each side’s rounds, the grand final and its reset), round-robin matchdays, Swiss stages, or the matches each free-for-all lobby plays */
            roundCount: number;
            /** @description Duel stages: the empty bracket, seeds in their first-round places (Swiss: its first stage only). Empty for free-for-all */
            matches: components["schemas"]["StagePreviewMatch"][];
        };
        StagePreview: {
            teamCount: number;
            /** @description Over every stage */
            matchCount: number;
            /** @description Over every stage */
            roundCount: number;
            stages: components["schemas"]["StagePreviewStage"][];
        };
        /**
         * @example {
         *       "scheduledAt": "2030-06-01T18:00:00.000Z"
         *     }
         */
        SetScheduleRequest: {
            /**
             * Format: date-time
             * @description When the match (FFA: the group's first match) starts, in UTC; null clears it
             */
            scheduledAt: string | null;
        };
        /**
         * @example {
         *       "startAt": "2030-06-01T18:00:00.000Z",
         *       "matchMinutes": 45,
         *       "breakMinutes": 15,
         *       "stations": 4
         *     }
         */
        AutoScheduleRequest: {
            /**
             * Format: date-time
             * @description When the first matches start, in UTC; not in the past
             */
            startAt: string;
            /**
             * @description How long one match lasts, in minutes (an FFA group plays its matches in a row)
             *     Limits: 1 to 1440.
             */
            matchMinutes: number;
            /**
             * @description Minutes between two matches on one station, of one participant, or after a feeding match; 0 when not given
             *     Limits: 0 to 1440.
             */
            breakMinutes?: number;
            /**
             * @description Matches (FFA: groups) played at once, e.g. servers or tables; as many as the bracket allows when not given
             *     Limits: 1 to 1000.
             */
            stations?: number;
        };
        ScheduleSlot: {
            /**
             * Format: uuid
             * @description The duel match; null for an FFA group
             */
            matchId: string | null;
            /**
             * Format: uuid
             * @description The FFA group; null for a duel match
             */
            groupId: string | null;
            /** @description The duel match's number */
            matchNumber: number | null;
            /**
             * @description The station it is planned on, from 1
             *     Limits: at least 1.
             */
            station: number;
            /**
             * Format: date-time
             * @description Its start, now stored as its `scheduledAt`
             */
            scheduledAt: string;
            /**
             * Format: date-time
             * @description When it is planned to end (FFA: after the group's last match)
             */
            endsAt: string;
        };
        RoundSchedule: {
            /** Format: uuid */
            roundId: string;
            /** @description By start time, then station */
            slots: components["schemas"]["ScheduleSlot"][];
        };
        CircuitPlacementPoints: {
            /**
             * @description The first place of the range
             *     Limits: 1 to 100000.
             */
            from: number;
            /**
             * @description The last place of the range; default `from` (a single place)
             *     Limits: 1 to 100000.
             */
            to?: number;
            /** @description Limits: 0 to 1000000. */
            points: number;
        };
        CircuitStagePoints: {
            /**
             * @description A stage of the member tournaments' stage plans: its round number
             *     Limits: 1 to 64.
             */
            stage: number;
            /** @description Limits: 0 to 1000000. */
            points: number;
        };
        /**
         * @example {
         *       "name": "Spring Series 2030",
         *       "pointsTable": [
         *         {
         *           "from": 1,
         *           "points": 100
         *         },
         *         {
         *           "from": 2,
         *           "points": 70
         *         },
         *         {
         *           "from": 3,
         *           "to": 4,
         *           "points": 50
         *         },
         *         {
         *           "from": 5,
         *           "to": 8,
         *           "points": 25
         *         }
         *       ],
         *       "bestResults": 3,
         *       "minEvents": 2
         *     }
         */
        CreateCircuitRequest: {
            /** @description Limits: 1 to 200 characters. */
            name: string;
            /** @description Limits: at most 4000 characters. */
            description?: string | null;
            /**
             * @description Points by final place; ranges must not overlap. A shared place (3–4) earns the points of its best position (3). Places outside every range earn 0. Default: none
             *     Limits: at most 200 items.
             */
            pointsTable?: components["schemas"]["CircuitPlacementPoints"][];
            /**
             * @description Points for reaching a stage, added to the place's: the furthest listed stage at or before the one reached counts. Default: none
             *     Limits: at most 64 items.
             */
            stagePoints?: components["schemas"]["CircuitStagePoints"][];
            /**
             * @description Only each participant's N highest-scoring results count; null: all
             *     Limits: 1 to 1000.
             */
            bestResults?: number | null;
            /**
             * @description Results a participant needs to be ranked (others are listed unranked); default 1
             *     Limits: 1 to 1000.
             */
            minEvents?: number;
            /**
             * @description Member tournaments to start with
             *     Limits: at most 200 items.
             */
            tournamentIds?: string[];
        };
        /**
         * @example {
         *       "bestResults": null,
         *       "minEvents": 1,
         *       "stagePoints": [
         *         {
         *           "stage": 2,
         *           "points": 10
         *         }
         *       ]
         *     }
         */
        UpdateCircuitRequest: {
            /** @description Limits: 1 to 200 characters. */
            name?: string;
            /** @description Limits: at most 4000 characters. */
            description?: string | null;
            /**
             * @description Points by final place; ranges must not overlap. A shared place (3–4) earns the points of its best position (3). Places outside every range earn 0. Default: none
             *     Limits: at most 200 items.
             */
            pointsTable?: components["schemas"]["CircuitPlacementPoints"][];
            /**
             * @description Points for reaching a stage, added to the place's: the furthest listed stage at or before the one reached counts. Default: none
             *     Limits: at most 64 items.
             */
            stagePoints?: components["schemas"]["CircuitStagePoints"][];
            /**
             * @description Only each participant's N highest-scoring results count; null: all
             *     Limits: 1 to 1000.
             */
            bestResults?: number | null;
            /**
             * @description Results a participant needs to be ranked (others are listed unranked); default 1
             *     Limits: 1 to 1000.
             */
            minEvents?: number;
        };
        CircuitTournament: {
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            status: components["schemas"]["TournamentStatus"];
            /** Format: date-time */
            startTime: string;
            /** @description Whether its places count: the tournament is completed */
            counted: boolean;
        };
        Circuit: {
            /**
             * Format: uuid
             * @description Circuit id
             * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
             */
            id: string;
            name: string;
            description: string | null;
            /** @description Ranges by `from` */
            pointsTable: {
                from: number;
                to: number;
                points: number;
            }[];
            stagePoints: {
                stage: number;
                points: number;
            }[];
            bestResults: number | null;
            minEvents: number;
            /** @description Member tournaments by start time (drafts for the organiser only) */
            tournaments: components["schemas"]["CircuitTournament"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CircuitListItem: {
            /**
             * Format: uuid
             * @description Circuit id
             * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
             */
            id: string;
            name: string;
            description: string | null;
            /** @description Ranges by `from` */
            pointsTable: {
                from: number;
                to: number;
                points: number;
            }[];
            stagePoints: {
                stage: number;
                points: number;
            }[];
            bestResults: number | null;
            minEvents: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            tournamentCount: number;
            isPublic: boolean;
        };
        CircuitListItemPage: {
            circuits: components["schemas"]["CircuitListItem"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        CircuitResult: {
            /** Format: uuid */
            tournamentId: string;
            tournamentName: string;
            /** @description The best position of the place (3 for a shared 3–4) */
            placement: number;
            /** @description The last position of a shared place */
            placementEnd: number;
            /** @description The highest stage (round number) played in */
            stageReached: number;
            /** @description The place's points plus the stage's */
            points: number;
            /** @description false: outside the best N results */
            counted: boolean;
        };
        CircuitStandingLine: {
            /** @description Shared by lines tied on points and places; null: fewer results than `minEvents` (listed after the ranked) */
            rank: number | null;
            /**
             * Format: uuid
             * @description The team id (team tournaments) or user id (solo)
             */
            participantId: string;
            participantType: components["schemas"]["ParticipantType"];
            participantName: string;
            participantLogo: string | null;
            /** @description The sum of the counted results */
            points: number;
            eventsPlayed: number;
            eventsCounted: number;
            bestPlacement: number;
            /** @description In the tournaments' order */
            results: components["schemas"]["CircuitResult"][];
        };
        CircuitStandings: {
            /** Format: uuid */
            circuitId: string;
            circuitName: string;
            /** @description Completed member tournaments */
            tournamentsCounted: number;
            standings: components["schemas"]["CircuitStandingLine"][];
        };
        CircuitPublication: {
            /** @description Whether the public page answers */
            isPublic: boolean;
            /**
             * @description Null until the circuit is first published
             *     Limits: 10 to 64 characters; matches `^[A-Za-z0-9_-]+$`.
             * @example q3Vx7pL0aZ9kR2mT
             */
            shareSlug: string | null;
            /**
             * Format: uri
             * @description `/c/{shareSlug}` on this server
             */
            pageUrl: string | null;
            embedSnippets: components["schemas"]["EmbedSnippets"] | (never | null);
        };
        PublicCircuitPage: {
            circuit: {
                /**
                 * @description The random slug of the public page
                 *     Limits: 10 to 64 characters; matches `^[A-Za-z0-9_-]+$`.
                 * @example q3Vx7pL0aZ9kR2mT
                 */
                shareSlug: string;
                name: string;
                description: string | null;
                pointsTable: {
                    from: number;
                    to: number;
                    points: number;
                }[];
                stagePoints: {
                    stage: number;
                    points: number;
                }[];
                bestResults: number | null;
                minEvents: number;
            };
            /** @description Member tournaments, drafts left out */
            tournaments: components["schemas"]["CircuitTournament"][];
            standings: components["schemas"]["CircuitStandingLine"][];
        };
        HealthStatus: {
            status: string;
            database?: string;
        };
        HealthStatusResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["HealthStatus"];
            meta: components["schemas"]["ResponseMeta"];
        };
        ApiIndex: {
            name: string;
            /** @description The server version */
            version: string;
            links: {
                /** @description The web console for staff and the operator */
                console: string;
                /** @description The browsable API reference */
                docs: string;
                /** @description The OpenAPI document */
                openapi: string;
                /** @description Readiness: the database answers */
                health: string;
            };
        };
        PublicTournament: {
            /**
             * @description The random slug of the public page
             *     Limits: 10 to 64 characters; matches `^[A-Za-z0-9_-]+$`.
             * @example q3Vx7pL0aZ9kR2mT
             */
            shareSlug: string;
            name: string;
            description: string;
            color: string;
            /** @description URL */
            image: string | null;
            /** @description URL */
            coverImage: string | null;
            status: components["schemas"]["TournamentStatus"];
            matchType: components["schemas"]["MatchType"];
            /** @description Free text */
            tournamentFormat: string | null;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            gameName: string;
            organiserName: string;
            enrollmentLimit: number;
            participantType: components["schemas"]["ParticipantType"];
            /** @description The champion, once there is one */
            winnerName: string | null;
        };
        PublicDuelDetail: {
            /** Format: uuid */
            participant1Id: string | null;
            participant1Name: string | null;
            participant1Logo: string | null;
            participant1Type: components["schemas"]["ParticipantType"];
            /** Format: uuid */
            participant2Id: string | null;
            participant2Name: string | null;
            participant2Logo: string | null;
            participant2Type: components["schemas"]["ParticipantType"];
            /** @description Games won by participant 1 */
            participant1Score: number;
            /** @description Games won by participant 2 */
            participant2Score: number;
            /** Format: uuid */
            winnerTeamId: string | null;
            /** Format: uuid */
            mapId: string | null;
            mapName: string | null;
            duration: number | null;
        };
        PublicMatch: {
            /** Format: uuid */
            matchId: string;
            matchNumber: number;
            matchStatus: components["schemas"]["MatchStatus"];
            matchResult: components["schemas"]["MatchResult"];
            /** Format: date-time */
            scheduledAt: string | null;
            bestOf: number;
            /** @description Decided without play because one side has no participant (a bye of the seeding, or a slot its feeder left empty); the other side advances */
            isBye: boolean;
            bracket: components["schemas"]["MatchBracket"];
            duelDetail: components["schemas"]["PublicDuelDetail"];
        };
        PublicDuelStandingLine: {
            /** Format: uuid */
            participantId: string;
            participantName: string;
            participantLogo: string | null;
            participantType: components["schemas"]["ParticipantType"];
            wins: number;
            losses: number;
            draws: number;
            matchCount: number;
            /**
             * @description Competition rank ("1, 2, 2, 4"), the order of the lines. Round robin and Swiss: by wins, then the tiebreakers; lines equal on wins and on every tiebreaker share it (the round's tiebreakers; the default headToHead, scoreDifference across all rounds). Elimination rounds, and the whole tournament when its final round is an elimination bracket: by `placement`, which it equals once every line is placed; lines still without one come first, by wins and tiebreakers
             *     Limits: at least 1.
             */
            rank: number;
            /** @description The value of each tiebreaker that ranked this line, by name, in the order applied (headToHead counts wins among exactly the lines tied before it), so a reader sees why one line is above another */
            tiebreakers: {
                [key: string]: number;
            };
            /**
             * @description Final place, in elimination rounds (and over the whole tournament when its final round is an elimination bracket); null in round robin, Swiss and free-for-all, which rank by points. Set as soon as the participant is out, and never changed after (a corrected result aside); null while it is still in. Places follow the round a participant fell in: single elimination 1, 2, 3 and 4 (third-place match) or 3 shared, then 5 for 5–8, 9 for 9–16; double elimination 1, 2 (the loser of the grand final, or of its reset), then the losers bracket from its last round to its first: 3, 4, 5 for 5–6, 7 for 7–8, 9 for 9–12, 13 for 13–16. Participants who fall together share the best position of their group (see placementEnd); byes leave fewer to share. A forfeit, a disqualification's included, is a loss like any other. Over a tournament with stages, the final stage's places come first, then those knocked out in earlier stages, by their rank in their group (every group's third shares a place)
             *     Limits: at least 1.
             */
            placement: number | null;
            /**
             * @description The last position of a shared place: 6 for a line placed 5–6, equal to placement when nobody shares it; null with placement
             *     Limits: at least 1.
             */
            placementEnd: number | null;
        };
        FfaMatchResult: {
            /** @description Limits: at least 1. */
            matchNumber: number;
            /** @description Best placement first */
            placements: {
                /** Format: uuid */
                participantId: string;
                /** @description Limits: at least 1. */
                placement: number;
                finishes: number;
                knocks: number;
            }[];
        };
        PublicGroup: {
            /** Format: uuid */
            id: string;
            groupName: string;
            maxParticipants: number;
            participantCount: number;
            /**
             * Format: date-time
             * @description When the group's first match starts (its matches follow in a row); null until scheduled
             */
            scheduledAt: string | null;
            /** @description The group's points leaderboard */
            standings: components["schemas"]["FfaStandingLine"][];
            /** @description The matches reported so far */
            matches: components["schemas"]["FfaMatchResult"][];
        };
        PublicRound: {
            /** Format: uuid */
            roundId: string;
            /** @description Limits: at least 1. */
            roundNumber: number;
            roundType: components["schemas"]["RoundType"];
            roundStatus: components["schemas"]["RoundStatus"];
            name: string | null;
            /** @description FFA: matches each group plays; duel: 0 */
            matchesPerGroup: number;
            /** @description Duel rounds: every match; FFA rounds: empty */
            matches: components["schemas"]["PublicMatch"][];
            /** @description Duel rounds: the round's standings; FFA rounds: empty */
            standings: components["schemas"]["PublicDuelStandingLine"][];
            /** @description FFA rounds: every group; duel rounds: empty */
            groups: components["schemas"]["PublicGroup"][];
        };
        PublicTournamentPage: {
            tournament: components["schemas"]["PublicTournament"];
            /** @description In round order */
            rounds: components["schemas"]["PublicRound"][];
        };
        StaffPlayerInput: {
            /**
             * @description The player's name as shown
             *     Limits: 1 to 64 characters; matches `\S`.
             */
            displayName: string;
            /**
             * @description The player's in-game id for the tournament's game; defaults to `displayName`. A staff-created player holding it already is reused
             *     Limits: 1 to 128 characters; matches `^\S(?:.*\S)?$`.
             */
            userGameId?: string;
        };
        /**
         * @example {
         *       "name": "Night Owls",
         *       "players": [
         *         {
         *           "displayName": "Nova",
         *           "userGameId": "Orbit#4410"
         *         }
         *       ],
         *       "seed": 8
         *     }
         */
        AddParticipantRequest: {
            /**
             * @description The team name, or the solo player name
             *     Limits: 1 to 64 characters; matches `\S`.
             */
            name: string;
            /**
             * @description Team tournaments: the players, the first one the owner; their count must be within `minTeamMembers..maxTeamMembers`
             *     Limits: 1 to 100 items.
             */
            players?: components["schemas"]["StaffPlayerInput"][];
            /**
             * @description Solo tournaments: the player’s in-game id; defaults to `name`
             *     Limits: 1 to 128 characters; matches `^\S(?:.*\S)?$`.
             */
            userGameId?: string;
            /**
             * @description Seed position (1 = top); unique among approved participants
             *     Limits: at least 1.
             */
            seed?: number;
        };
        /**
         * @example {
         *       "name": "Night Owls Academy",
         *       "players": [
         *         {
         *           "displayName": "Nova"
         *         },
         *         {
         *           "displayName": "Kite"
         *         }
         *       ]
         *     }
         */
        UpdateParticipantRequest: {
            /**
             * @description The new team or player name
             *     Limits: 1 to 64 characters; matches `\S`.
             */
            name?: string;
            /**
             * @description Team tournaments: the whole new roster, the first one the owner
             *     Limits: 1 to 100 items.
             */
            players?: components["schemas"]["StaffPlayerInput"][];
            /**
             * @description Solo tournaments: the new in-game id
             *     Limits: 1 to 128 characters; matches `^\S(?:.*\S)?$`.
             */
            userGameId?: string;
            /**
             * @description Seed position (1 = top); unique among approved participants
             *     Limits: at least 1.
             */
            seed?: number | null;
        };
        /**
         * @example {
         *       "text": "Night Owls: Nova (Orbit#4410), Kite\nRed Kites: Ada, Linus (linus#1)"
         *     }
         */
        AddParticipantsRequest: {
            /**
             * @description One participant a line: `Team name`, `Team name: Alice, Bob (bob#42)` or, in solo tournaments, `Player (in-game id)`. Blank lines and lines starting with `#` are skipped
             *     Limits: 1 to 200000 characters.
             */
            text: string;
            /** @description Check every line and answer what would be added (200), writing nothing: a preview */
            dryRun?: boolean;
        };
        /**
         * @example {
         *       "csv": "name,seed,players\nNight Owls,1,\"Nova (Orbit#4410), Kite\"\nRed Kites,2,Ada"
         *     }
         */
        ImportParticipantsRequest: {
            /**
             * @description CSV with a header line: `name` (required), `seed`, `players` (as in a pasted line, after the colon), `userGameId` (solo). Other columns are ignored, so an export imports back
             *     Limits: 1 to 500000 characters.
             */
            csv: string;
        };
        Participant: {
            registrationId: string;
            participantId: string;
            /** @description 1 team, 2 user (solo) */
            participantType: number;
            name: string;
            /** @description Staff-created participants get `staff-` and 22 random characters */
            externalId: string | null;
            /** @description Only staff-created participants can be edited or removed here */
            createdByStaff: boolean;
            /** @description Registration status: 1 pending, 2 approved, 5 waitlisted */
            status: number;
            seed: number | null;
            /** @description The team members (owner first), or the solo player */
            players: {
                userId: string;
                externalId: string | null;
                displayName: string;
                /** @description The in-game id for the tournament's game */
                userGameId: string | null;
            }[];
        };
        ParticipantList: {
            /** @description The tournament's: 1 teams (add them with players), 2 solo players */
            participantType: number;
            items: components["schemas"]["Participant"][];
        };
        AddedParticipants: {
            items: components["schemas"]["Participant"][];
            count: number;
        };
        /**
         * @example {
         *       "games": [
         *         {
         *           "participant1Score": 13,
         *           "participant2Score": 9,
         *           "mapName": "Ascent"
         *         },
         *         {
         *           "participant1Score": 13,
         *           "participant2Score": 11,
         *           "mapName": "Bind"
         *         }
         *       ],
         *       "evidenceUrls": [
         *         "https://cdn.example.com/screens/final-scoreboard.png"
         *       ]
         *     }
         */
        SelfReportRequest: {
            /**
             * @description Games in play order; may be empty only with forfeitBy
             *     Limits: at most 9 items.
             */
            games: components["schemas"]["GameScore"][];
            /**
             * @description The participant who forfeited and loses: 1 = Participant1, 2 = Participant2
             * @enum {integer}
             */
            forfeitBy?: 1 | 2;
            /**
             * @description Links to screenshots or recordings backing the score (http or https, at most 5)
             *     Limits: at most 5 items.
             */
            evidenceUrls?: string[];
        };
        SideReport: {
            /**
             * @description The side of the match: 1 = Participant1, 2 = Participant2
             * @enum {integer}
             */
            side: 1 | 2;
            /**
             * Format: uuid
             * @description The participant the report speaks for
             */
            participantId: string;
            participantName: string | null;
            /** @description The external id of the user who reported (the team owner, or the solo player) */
            reportedByExternalUserId: string;
            /**
             * @description Games in play order; may be empty only with forfeitBy
             *     Limits: at most 9 items.
             */
            games: components["schemas"]["GameScore"][];
            /**
             * @description The participant who forfeited and loses: 1 = Participant1, 2 = Participant2
             * @enum {integer|null}
             */
            forfeitBy: 1 | 2 | null;
            evidenceUrls: string[];
            /** @description True when this side confirmed the other side's report instead of entering a score */
            confirmed: boolean;
            /** Format: date-time */
            reportedAt: string;
        };
        MatchReport: {
            /** Format: uuid */
            matchId: string;
            /** Format: uuid */
            tournamentId: string;
            /** Format: uuid */
            roundId: string;
            /** @description unreported: nobody reported a score yet; pending: one side reported, waiting for the other (the match is ongoing); disputed: the sides reported different scores, the organiser decides; confirmed: both sides agreed and the score applied; auto_confirmed: nobody answered within the delay and the score applied as reported; resolved: the organiser entered the score */
            state: "unreported" | "pending" | "disputed" | "confirmed" | "auto_confirmed" | "resolved";
            /** @description The sides reported different scores and no score applied yet */
            disputed: boolean;
            /**
             * Format: date-time
             * @description When a pending report applies by itself if the other side has not answered
             */
            autoConfirmAt: string | null;
            /** @description Each side's latest report, by side */
            reports: components["schemas"]["SideReport"][];
            /** @description The score the organiser entered; it wins over both reports */
            resolution: {
                /**
                 * @description Games in play order; may be empty only with forfeitBy
                 *     Limits: at most 9 items.
                 */
                games: components["schemas"]["GameScore"][];
                /**
                 * @description The participant who forfeited and loses: 1 = Participant1, 2 = Participant2
                 * @enum {integer|null}
                 */
                forfeitBy: 1 | 2 | null;
            } | null;
            /**
             * Format: date-time
             * @description When a score applied
             */
            settledAt: string | null;
            /** Format: date-time */
            updatedAt: string;
            match: components["schemas"]["Match"];
        };
        MatchReportPage: {
            items: components["schemas"]["MatchReport"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "autoConfirmMinutes": 30
         *     }
         */
        MatchReportSettings: {
            /**
             * @description Minutes a reported score waits for the other side before it applies as reported; null: it waits for the other side or the organiser
             *     Limits: 1 to 10080.
             */
            autoConfirmMinutes: number | null;
        };
        /**
         * @example {
         *       "frameAncestors": [
         *         "https://example.com",
         *         "https://*.example.org"
         *       ]
         *     }
         */
        EmbeddingSettings: {
            /**
             * @description Origins (scheme://host[:port], no path) whose pages may frame the public pages, e.g. https://example.com; `https://*.example.com` allows every subdomain. Empty: only this server may
             *     Limits: at most 50 items.
             */
            frameAncestors: string[];
        };
        ImportedTenant: {
            /**
             * Format: uuid
             * @description The imported tenant
             * @example 5d0b7f5e-2a8c-4f3e-9c61-8e2f4b7a1c90
             */
            tenantId: string;
            tenantName: string;
            /** @description Rows written, table by table */
            tables: {
                table: string;
                /** @description Limits: at least 0. */
                rows: number;
            }[];
            /** @description Limits: at least 0. */
            rows: number;
            /** @description Webhooks that arrived paused, without their signing secret */
            webhooksNeedingSecret: string[];
            /** @description Under a new tenant id: what changed on the way in */
            asNewTenant?: {
                /**
                 * Format: uuid
                 * @description The archive's tenant
                 */
                sourceTenantId: string;
                /** @description The archive's ids to the new tenant's */
                ids: {
                    [key: string]: string;
                };
                /** @description Public slugs this installation held already, to the new ones */
                shareSlugs: {
                    [key: string]: string;
                };
                /** @description Tables not carried to a new tenant (its API keys) */
                leftBehind: {
                    table: string;
                    /** @description Limits: at least 0. */
                    rows: number;
                }[];
            };
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            url: string;
            /** @description Subscribed event types; empty means every event */
            eventTypes: string[];
            isActive: boolean;
            /** @description Whether a signing secret is set; the secret itself is never returned */
            hasSecret: boolean;
            /**
             * Format: date-time
             * @description When the service disabled this configuration itself
             */
            disabledAt: string | null;
            /** @description Why the service disabled it (410 Gone, failing for 5 days) */
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "url": "https://hooks.example.com/tourney",
         *       "eventTypes": [
         *         "registration.created",
         *         "match.updated"
         *       ],
         *       "secretKey": "whsec_6fN1qK8vR3tY7uP0zX4cB9mL2sD5gH8j"
         *     }
         */
        CreateWebhookRequest: {
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            url: string;
            /**
             * @description Subscribed event types; empty (the default) subscribes to every event
             *     Limits: at most 19 items.
             */
            eventTypes?: ("team.created" | "team.updated" | "team.deleted" | "team.member_joined" | "team.member_left" | "registration.created" | "registration.updated" | "registration.checked_in" | "registration.waitlisted" | "tournament.updated" | "match.updated" | "match.reported" | "match.disputed" | "match.scheduled" | "standings.updated" | "stage.completed" | "circuit.standings_updated" | "user.erased" | "test.ping")[];
            /**
             * @description HMAC-SHA256 signing secret (write-only). Use a random value of 32 or more characters, never the API key.
             *     Limits: 16 to 256 characters.
             */
            secretKey?: string;
            /** @default true */
            isActive?: boolean;
        };
        /**
         * @example {
         *       "secretKey": "whsec_Jw2xT9pL4rV8nQ1yF6kC3bZ7mS0dH5gA",
         *       "isActive": true
         *     }
         */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description Limits: at most 2048 characters; matches `^https?://`.
             */
            url?: string;
            /**
             * @description Subscribed event types; empty (the default) subscribes to every event
             *     Limits: at most 19 items.
             */
            eventTypes?: ("team.created" | "team.updated" | "team.deleted" | "team.member_joined" | "team.member_left" | "registration.created" | "registration.updated" | "registration.checked_in" | "registration.waitlisted" | "tournament.updated" | "match.updated" | "match.reported" | "match.disputed" | "match.scheduled" | "standings.updated" | "stage.completed" | "circuit.standings_updated" | "user.erased" | "test.ping")[];
            /**
             * @description HMAC-SHA256 signing secret (write-only). Use a random value of 32 or more characters, never the API key. null removes it.
             *     Limits: 16 to 256 characters.
             */
            secretKey?: string | null;
            /** @description true also clears disabledAt and disabledReason */
            isActive?: boolean;
        };
        /**
         * @example {
         *       "eventType": "test.ping",
         *       "testData": {
         *         "message": "Hello from Tourney"
         *       }
         *     }
         */
        TestWebhookRequest: {
            /**
             * @description An event name, `resource.action`
             * @default test.ping
             */
            eventType?: "team.created" | "team.updated" | "team.deleted" | "team.member_joined" | "team.member_left" | "registration.created" | "registration.updated" | "registration.checked_in" | "registration.waitlisted" | "tournament.updated" | "match.updated" | "match.reported" | "match.disputed" | "match.scheduled" | "standings.updated" | "stage.completed" | "circuit.standings_updated" | "user.erased" | "test.ping";
            /**
             * @description Sent as the event `data`
             * @default {}
             */
            testData?: {
                [key: string]: unknown;
            };
        };
        WebhookTestResult: {
            /** @description The receiver answered 2xx */
            success: boolean;
            /** @description Status returned by the receiver; 0 when there was no response */
            statusCode: number;
            /** @description The response body, at most 20 KB */
            responseBody: string;
            durationMs: number;
            /** @description Why there was no response (refused address, timeout, reset) */
            error: string | null;
        };
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        WebhookDeliveryAttempt: {
            attemptNumber: number;
            /** Format: date-time */
            attemptedAt: string;
            /** @description success, retry or disable */
            outcome: string;
            statusCode: number | null;
            durationMs: number;
            /** @description At most 20 KB of the response body */
            responseExcerpt: string;
            error: string | null;
        };
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description The X-Webhook-Id of every attempt
             */
            deliveryId: string;
            /** Format: uuid */
            eventId: string;
            event: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attemptCount: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string | null;
            /** @description A redelivery was asked for while an attempt was in flight: it runs right after that attempt */
            redeliveryQueued: boolean;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryPage: {
            items: components["schemas"]["WebhookDelivery"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
            /**
             * @description Days a delivery that succeeded or failed is kept, with its attempts, after its last change (the server's `EVENT_RETENTION_DAYS`); 0: until the webhook is deleted
             *     Limits: at least 0.
             */
            retentionDays: number;
        };
        ApiIndexResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["ApiIndex"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TenantResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Tenant"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TenantListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Tenant"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        IssuedApiKeyResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["IssuedApiKey"];
            meta: components["schemas"]["ResponseMeta"];
        };
        ApiKeySummaryListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["ApiKeySummary"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        ImportedTenantResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["ImportedTenant"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TeamResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Team"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TeamDetailResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TeamDetail"];
            meta: components["schemas"]["ResponseMeta"];
        };
        IssuedInviteResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["IssuedInvite"];
            meta: components["schemas"]["ResponseMeta"];
        };
        InviteSummaryListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["InviteSummary"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        InvitePreviewResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["InvitePreview"];
            meta: components["schemas"]["ResponseMeta"];
        };
        GamePageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["GamePage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        GameResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Game"];
            meta: components["schemas"]["ResponseMeta"];
        };
        GameMapListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["GameMap"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        GameWithMapsPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["GameWithMapsPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        GameWithMapsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["GameWithMaps"];
            meta: components["schemas"]["ResponseMeta"];
        };
        SeededCatalogueResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["SeededCatalogue"];
            meta: components["schemas"]["ResponseMeta"];
        };
        CurrencyResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Currency"];
            meta: components["schemas"]["ResponseMeta"];
        };
        CurrencyListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Currency"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        CurrencyPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["CurrencyPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RegisteredUserResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["RegisteredUser"];
            meta: components["schemas"]["ResponseMeta"];
        };
        UserProfileResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["UserProfile"];
            meta: components["schemas"]["ResponseMeta"];
        };
        UserGameIdResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["UserGameId"];
            meta: components["schemas"]["ResponseMeta"];
        };
        UserGameIdListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["UserGameId"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        WebhookResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Webhook"];
            meta: components["schemas"]["ResponseMeta"];
        };
        WebhookPage: {
            items: components["schemas"]["Webhook"][];
            totalCount: number;
            pageNumber: number;
            pageSize: number;
            totalPages: number;
        };
        WebhookPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["WebhookPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        WebhookTestResultResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["WebhookTestResult"];
            meta: components["schemas"]["ResponseMeta"];
        };
        WebhookDeliveryPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["WebhookDeliveryPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        WebhookDeliveryResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["WebhookDelivery"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RoundResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Round"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RoundListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Round"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        MatchPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["MatchPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        MatchResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Match"];
            meta: components["schemas"]["ResponseMeta"];
        };
        GroupSummaryPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["GroupSummaryPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        GroupResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Group"];
            meta: components["schemas"]["ResponseMeta"];
        };
        FfaStandingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["FfaStandings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        FfaAssignedDetailsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["FfaAssignedDetails"];
            meta: components["schemas"]["ResponseMeta"];
        };
        DuelStandingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["DuelStandings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RoundScheduleResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["RoundSchedule"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RegistrationResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Registration"];
            meta: components["schemas"]["ResponseMeta"];
        };
        StageListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StageList"];
            meta: components["schemas"]["ResponseMeta"];
        };
        StagePreviewResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StagePreview"];
            meta: components["schemas"]["ResponseMeta"];
        };
        MatchReportResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["MatchReport"];
            meta: components["schemas"]["ResponseMeta"];
        };
        MatchReportPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["MatchReportPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        MatchReportSettingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["MatchReportSettings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentSummaryPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentSummaryPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentSummaryListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentSummary"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Tournament"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentPointsSystemResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentPointsSystem"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentPrizeDistributionResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentPrizeDistribution"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentRulesResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentRules"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TeamRegistrationResultResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TeamRegistrationResult"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RegistrationPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["RegistrationPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentPublicationResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentPublication"];
            meta: components["schemas"]["ResponseMeta"];
        };
        ParticipantListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["ParticipantList"];
            meta: components["schemas"]["ResponseMeta"];
        };
        ParticipantResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Participant"];
            meta: components["schemas"]["ResponseMeta"];
        };
        AddedParticipantsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["AddedParticipants"];
            meta: components["schemas"]["ResponseMeta"];
        };
        ConsoleMeResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["ConsoleMe"];
            meta: components["schemas"]["ResponseMeta"];
        };
        StaffInvitationPreviewResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StaffInvitationPreview"];
            meta: components["schemas"]["ResponseMeta"];
        };
        StaffMemberListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StaffMember"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        StaffMemberResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StaffMember"];
            meta: components["schemas"]["ResponseMeta"];
        };
        StaffInvitationResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StaffInvitation"];
            meta: components["schemas"]["ResponseMeta"];
        };
        StaffInvitationListResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["StaffInvitation"][];
            meta: components["schemas"]["ResponseMeta"];
        };
        EmbeddingSettingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["EmbeddingSettings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        PublicTournamentPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["PublicTournamentPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RatingLeaderboardEntryPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["RatingLeaderboardEntryPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        PlayerRatingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["PlayerRatings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        RatingChangePageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["RatingChangePage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TeamRatingResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TeamRating"];
            meta: components["schemas"]["ResponseMeta"];
        };
        TournamentRatingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["TournamentRatings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        CircuitListItemPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["CircuitListItemPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
        CircuitResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["Circuit"];
            meta: components["schemas"]["ResponseMeta"];
        };
        CircuitStandingsResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["CircuitStandings"];
            meta: components["schemas"]["ResponseMeta"];
        };
        CircuitPublicationResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["CircuitPublication"];
            meta: components["schemas"]["ResponseMeta"];
        };
        PublicCircuitPageResponse: {
            success: boolean;
            message: string;
            data: components["schemas"]["PublicCircuitPage"];
            meta: components["schemas"]["ResponseMeta"];
        };
    };
    responses: never;
    parameters: {
        /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
        IdempotencyKey: string;
        /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
        IfNoneMatch: string;
    };
    requestBodies: never;
    headers: {
        /** @description Present (`true`) when the answer is the replay of an earlier request */
        IdempotentReplayed: "true";
        /** @description A weak validator of the answer without its `meta`: it changes exactly when what the answer says changes. Send it back as `If-None-Match`. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatusResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatusResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getApiIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiIndexResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tenant id
                 * @example 5d0b7f5e-2a8c-4f3e-9c61-8e2f4b7a1c90
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeySummaryListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    issueApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tenant id
                 * @example 5d0b7f5e-2a8c-4f3e-9c61-8e2f4b7a1c90
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedApiKeyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API key id
                 * @example 9e4c1b27-6d8a-4f05-b3e2-7a1f9c5d0e84
                 */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportTenant: {
        parameters: {
            query?: {
                /** @description Put the webhook signing secrets in the archive in plain text, for the target to seal with its own keys; without it those webhooks arrive paused and need a new secret */
                includeWebhookSecrets?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description Tenant id
                 * @example 5d0b7f5e-2a8c-4f3e-9c61-8e2f4b7a1c90
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive: gzip-compressed NDJSON, its manifest (format version, migration, per-table row counts and SHA-256) on the first line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    importTenant: {
        parameters: {
            query?: {
                /** @description Load the archive under a new tenant id, every id it owns drawn anew (API keys stay behind); without it, under its own id */
                asNewTenant?: boolean;
                /** @description With asNewTenant: the new tenant's name (default: the archive's, numbered when taken) */
                name?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/gzip": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportedTenantResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTeam: {
        parameters: {
            query: {
                /**
                 * @description The integrator's id for the team, unique per tenant
                 * @example team-red-foxes
                 */
                externalId: string;
                /**
                 * @description External id of the owner; they need a userGameId for the game
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTeamRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDetailResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateTeam: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting (the team owner, or the member leaving)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: never;
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDetailResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteTeam: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting (the team owner, or the member leaving)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: never;
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting (the team owner, or the member leaving)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: never;
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
                /**
                 * @description The member user id (`userId` in Team detail)
                 * @example b71d4e09-2f6a-4c38-95e7-0d3a8c6f1b52
                 */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTeamInvites: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting (the team owner, or the member leaving)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteSummaryListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTeamInvite: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting (the team owner, or the member leaving)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInviteRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedInviteResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    revokeTeamInvite: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting (the team owner, or the member leaving)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: never;
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
                /**
                 * @description Invite id
                 * @example 4f9a0c36-e1b7-4d25-8a6c-5b2e9d7f0a18
                 */
                inviteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    previewTeamInvite: {
        parameters: {
            query?: {
                /**
                 * @description When given, `canJoin` says whether this user can join
                 * @example player-2077
                 */
                externalUserId?: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The invite token
                 * @example tinv_Q2hhbXBpb25zMjAyNg
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitePreviewResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    joinTeam: {
        parameters: {
            query: {
                /**
                 * @description External id of the joining user; they need a userGameId for the team game
                 * @example player-2077
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The invite token
                 * @example tinv_Q2hhbXBpb25zMjAyNg
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDetailResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listGameMaps: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameMapListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listOperatorGames: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameWithMapsPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGameRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameWithMapsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGameWithMaps: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameWithMapsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGameRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameWithMapsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    seedStarterCatalogue: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeededCatalogueResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listOperatorCurrencies: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createCurrency: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCurrencyRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listCurrencies: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUserRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredUserResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUserProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    linkUserGameId: {
        parameters: {
            query: {
                /**
                 * @description The external id of the user the mapping is for
                 * @example player-2077
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkUserGameIdRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserGameIdResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listUserGameIds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserGameIdListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    unlinkUserGameId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    eraseUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestWebhookRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResultResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                webhookId: string;
                /**
                 * @description Delivery id
                 * @example d2f5a8c3-6e19-4b70-9d4f-2a8e1c7b5f06
                 */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                webhookId: string;
                /**
                 * @description Delivery id
                 * @example d2f5a8c3-6e19-4b70-9d4f-2a8e1c7b5f06
                 */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateWebhookViaAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    testWebhookViaAlias: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestWebhookRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResultResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTournamentRounds: {
        parameters: {
            query?: {
                /** @description Also answer for a draft tournament (needs the `manage` scope; 403 without it). Without it a draft's rounds are a 404 like the draft itself */
                includeDrafts?: boolean;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoundRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    generateRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Round id
                 * @example 8d3f6b1a-5e29-4c07-b4a8-f2e1c9d07a36
                 */
                roundId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateRoundRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    pairNextSwissStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Round id
                 * @example 8d3f6b1a-5e29-4c07-b4a8-f2e1c9d07a36
                 */
                roundId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setRoundTiebreakers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Round id
                 * @example 8d3f6b1a-5e29-4c07-b4a8-f2e1c9d07a36
                 */
                roundId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetTiebreakersRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Round id
                 * @example 8d3f6b1a-5e29-4c07-b4a8-f2e1c9d07a36
                 */
                roundId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listDuelMatches: {
        parameters: {
            query: {
                /**
                 * @description Tournament whose matches are listed
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /** @description Only this round */
                roundId?: string;
                /** @description Only matches in this status: 1 = Scheduled, 2 = Ongoing, 3 = Completed, 4 = Cancelled, 5 = AwaitingParticipants */
                matchStatus?: 1 | 2 | 3 | 4 | 5;
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reportMatchResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Match id
                 * @example c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71
                 */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportMatchResultRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query: {
                /**
                 * @description Round whose groups are listed
                 * @example 8d3f6b1a-5e29-4c07-b4a8-f2e1c9d07a36
                 */
                roundId: string;
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSummaryPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Group id
                 * @example 6b0e3d7c-9a14-4f8b-8c25-e7d1a4f09b63
                 */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getGroupStandings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Group id
                 * @example 6b0e3d7c-9a14-4f8b-8c25-e7d1a4f09b63
                 */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FfaStandingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    recordGroupResults: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Group id
                 * @example 6b0e3d7c-9a14-4f8b-8c25-e7d1a4f09b63
                 */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordFfaResultsRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FfaStandingsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFfaAssignedDetails: {
        parameters: {
            query: {
                /**
                 * @description The user whose FFA group assignments are listed
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FfaAssignedDetailsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDuelStandings: {
        parameters: {
            query?: {
                /** @description Only this round; all duel rounds when absent */
                roundId?: string;
                /**
                 * @description Marks the participants this user plays for with isMe
                 * @example player-1842
                 */
                externalUserId?: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuelStandingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    scheduleMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Match id
                 * @example c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71
                 */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetScheduleRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    scheduleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Group id
                 * @example 6b0e3d7c-9a14-4f8b-8c25-e7d1a4f09b63
                 */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetScheduleRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    autoScheduleRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A generated round
                 * @example 4e6a9c2d-8b15-4f73-a0e6-7c3d1b9f5a28
                 */
                roundId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoScheduleRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundScheduleResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    disqualifyParticipant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description The team (or, solo, the user) as matches and standings name it
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                participantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listStages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StageListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    declareStages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclareStagesRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StageListResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    previewStages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StagePreviewRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StagePreviewResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMatchReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Match id
                 * @example c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71
                 */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reportMatchScore: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting for their side: the team owner, or the player of a solo tournament
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Match id
                 * @example c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71
                 */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelfReportRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    confirmMatchScore: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting for their side: the team owner, or the player of a solo tournament
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Match id
                 * @example c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71
                 */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listMatchReports: {
        parameters: {
            query?: {
                /**
                 * @description Only this tournament
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId?: string;
                /** @description Only this round */
                roundId?: string;
                /** @description true: only disputes (the dispute queue); false: only pending reports */
                disputed?: boolean;
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resolveMatchReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Match id
                 * @example c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71
                 */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportMatchResultRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMatchReportSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportSettingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateMatchReportSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchReportSettings"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReportSettingsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTournaments: {
        parameters: {
            query?: {
                gameId?: string;
                /** @description Tournament status; 0 (drafts) only with includeDrafts=true: 0 = Draft, 1 = Upcoming, 2 = Ongoing, 3 = Completed, 4 = Cancelled */
                status?: 0 | 1 | 2 | 3 | 4;
                isFeatured?: boolean;
                /** @description Only tournaments whose name contains this text (ASCII case ignored) */
                search?: string;
                /** @description Every status, drafts included (the organiser's dashboard); needs the `manage` scope (403 without it) */
                includeDrafts?: boolean;
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
                /** @description External user id; fills hasJoined, canJoin, cannotJoinReason */
                externalUserId?: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentSummaryPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTournament: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listMyTournaments: {
        parameters: {
            query: {
                /**
                 * @description External id of the user whose teams hold a pending or approved registration
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentSummaryListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTournament: {
        parameters: {
            query?: {
                /** @description A draft is shown too (the organiser's console); needs the `manage` scope (403 without it) */
                includeDrafts?: boolean;
                /**
                 * @description External user id; fills hasJoined, canJoin, cannotJoinReason
                 * @example player-1842
                 */
                externalUserId?: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTournamentRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTournamentPointsSystem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPointsSystemResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTournamentPrizeDistribution: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPrizeDistributionResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTournamentRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentRulesResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    registerTeam: {
        parameters: {
            query?: {
                /**
                 * @description External id of the user acting; when given, must be the team owner (else 403)
                 * @example player-1842
                 */
                externalUserId?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterTeamRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRegistrationResultResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    withdrawTeamRegistration: {
        parameters: {
            query: {
                /**
                 * @description External id of the team owner
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkInTeam: {
        parameters: {
            query: {
                /**
                 * @description External id of the user acting; must be a member of the team (else 403 NOT_TEAM_MEMBER)
                 * @example player-1842
                 */
                externalUserId: string;
            };
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRegistrationResultResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    changeTournamentStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeTournamentStatusRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listRegistrations: {
        parameters: {
            query?: {
                status?: components["schemas"]["RegistrationStatus"];
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    approveRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Registration id
                 * @example 2c7e5a93-0b4d-4f61-a8e2-9d1c6b3f7e05
                 */
                registrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveRegistrationRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    rejectRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Registration id
                 * @example 2c7e5a93-0b4d-4f61-a8e2-9d1c6b3f7e05
                 */
                registrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    confirmRegistrationPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Registration id
                 * @example 2c7e5a93-0b4d-4f61-a8e2-9d1c6b3f7e05
                 */
                registrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkInRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Registration id
                 * @example 2c7e5a93-0b4d-4f61-a8e2-9d1c6b3f7e05
                 */
                registrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkOutRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Registration id
                 * @example 2c7e5a93-0b4d-4f61-a8e2-9d1c6b3f7e05
                 */
                registrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTournamentPublication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPublicationResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setTournamentPublication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetTournamentPublicationRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPublicationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    regenerateTournamentShareSlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPublicationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listParticipants: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    addParticipant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddParticipantRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    addParticipants: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddParticipantsRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddedParticipantsResponse"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddedParticipantsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    importParticipants: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportParticipantsRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddedParticipantsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportParticipants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The participants, one a row, in order of registration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every duel match, round by round */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateParticipant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Participant id: the team id, or the user id in solo tournaments
                 * @example 9a4d2f7b-6c18-4e3a-b5d0-8f1e7c2a9b64
                 */
                participantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateParticipantRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    removeParticipant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
                /**
                 * @description Participant id: the team id, or the user id in solo tournaments
                 * @example 9a4d2f7b-6c18-4e3a-b5d0-8f1e7c2a9b64
                 */
                participantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleSignInRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleMeResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getConsoleMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleMeResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    previewStaffInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @example sinv_T3duZXJJbnZpdGF0aW9uVG9rZW4 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationPreviewResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    acceptStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptStaffInvitationRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleMeResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Staff member id
                 * @example 0f3b8e21-6c94-4d7a-b2e5-9a1d7c4f8e63
                 */
                staffId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStaffMemberRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    removeStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Staff member id
                 * @example 0f3b8e21-6c94-4d7a-b2e5-9a1d7c4f8e63
                 */
                staffId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listStaffInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    inviteStaffMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffInvitationRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    revokeStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Invitation id
                 * @example 7a2d5f90-3e18-4c6b-a9d4-1b8e6f2c0d57
                 */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    inviteTenantStaffMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Tenant id
                 * @example 5d0b7f5e-2a8c-4f3e-9c61-8e2f4b7a1c90
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffInvitationRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listOwnApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeySummaryListResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    issueOwnApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedApiKeyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    revokeOwnApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description API key id
                 * @example 9e4c1b27-6d8a-4f05-b3e2-7a1f9c5d0e84
                 */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmbeddingSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbeddingSettingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setEmbeddingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmbeddingSettings"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbeddingSettingsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicTournament: {
        parameters: {
            query?: {
                /**
                 * @description The `id` of the last live event the page has seen (`/t/{shareSlug}/stream`). The answer is the same with or without it: it makes the URL new after each event, so that a CDN does not answer a refetch with the copy it kept from before the event, while every viewer of that event still asks for the same URL.
                 * @example 0b8e7c52-4f1d-4a39-9e26-7d5c1b3a8f40
                 */
                after?: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The slug of a published tournament
                 * @example q3Vx7pL0aZ9kR2mT
                 */
                shareSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTournamentPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    streamTournamentEvents: {
        parameters: {
            query?: {
                /** @description Resume after this event: the `id` of the last message received. The `Last-Event-ID` header, which browsers send on reconnection, wins over it */
                lastEventId?: string;
            };
            header?: {
                /** @description Resume after this event: the `id` of the last message received. The `Last-Event-ID` header, which browsers send on reconnection, wins over it */
                "last-event-id"?: string;
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless `text/event-stream`; see the description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server holds as many streams as it serves (`error.reason` `TOO_MANY_STREAMS`); retry after `Retry-After` seconds. Sent before any event-stream byte */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRatingLeaderboard: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
                /** @description Only players with at least this many rated matches in the game */
                minMatches?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingLeaderboardEntryPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPlayerRatings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerRatingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPlayerRatingHistory: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The integrator's id of the user
                 * @example player-2077
                 */
                externalId: string;
                /**
                 * @description Game id
                 * @example 0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingChangePageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTeamRating: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Team id
                 * @example 3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73
                 */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRatingResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTournamentRatings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentRatingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setTournamentRated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentRatingsRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentRatingsResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listCircuits: {
        parameters: {
            query?: {
                /** @description Page number, 1-indexed */
                pageNumber?: number;
                /** @description Items per page, 1 to 100 */
                pageSize?: number;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitListItemPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createCircuit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCircuitRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCircuit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateCircuit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCircuitRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteCircuit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    addCircuitTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    removeCircuitTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
                /**
                 * @description Tournament id
                 * @example e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39
                 */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCircuitStandings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitStandingsResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCircuitPublication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitPublicationResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    setCircuitPublication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetTournamentPublicationRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitPublicationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    regenerateCircuitShareSlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. The first request with a key runs and its answer (status and body) is kept for 24 hours; the same request again with the same key gets that answer without running again, with `Idempotent-Replayed: true` and a fresh `meta`. Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with `error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), `IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), `IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; a UUID is a good key. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Circuit id
                 * @example 5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90
                 */
                circuitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CircuitPublicationResponse"];
                };
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A business rule refused the request: `error.reason` says which */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body larger than 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicCircuit: {
        parameters: {
            query?: {
                /**
                 * @description The `id` of the last live event the page has seen (`/t/{shareSlug}/stream`). The answer is the same with or without it: it makes the URL new after each event, so that a CDN does not answer a refetch with the copy it kept from before the event, while every viewer of that event still asks for the same URL.
                 * @example 0b8e7c52-4f1d-4a39-9e26-7d5c1b3a8f40
                 */
                after?: string;
            };
            header?: {
                /** @description The `ETag` of an answer already held: while the answer is the same, the server answers 304 with no body. A list of tags, or `*`, is accepted; tags compare weakly. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The slug of a published tournament
                 * @example q3Vx7pL0aZ9kR2mT
                 */
                shareSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCircuitPageResponse"];
                };
            };
            /** @description Not modified: the answer is still the one whose `ETag` was sent */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `errors` names each offending field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found (or belongs to another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limit exceeded; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Internal error; the trace id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
