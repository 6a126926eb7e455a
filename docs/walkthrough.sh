#!/usr/bin/env bash
# Runs a tournament from nothing to a crowned winner against a running Tourney server: a tenant
# and its key (operator CLI), users and teams (integration API), then the organiser's part.
#
#   npm start                  # in one terminal: the server
#   bash docs/walkthrough.sh   # in another, from the repository, with the same DATABASE_URL
#
# Needs bash, curl and node. Environment:
#   API      the server's API root      (default http://127.0.0.1:3000/api/v1)
#   TOURNEY  how to run the CLI         (default: npm run --silent cli --, which builds first;
#            after `npm run build`, TOURNEY='node dist/cli/main.js' starts faster)
set -euo pipefail
shopt -s inherit_errexit

API=${API:-http://127.0.0.1:3000/api/v1}
read -r -a TOURNEY <<<"${TOURNEY:-npm run --silent cli --}"
for tool in curl node; do
  command -v "$tool" >/dev/null || { echo "walkthrough: $tool is needed" >&2; exit 1; }
done

# json PATH: reads JSON on stdin and prints the value at PATH, a JavaScript accessor chain
# such as .data.teamId or '.data.matches.map(m => m.matchId)'; arrays print one item a line.
json() {
  node -e '
    const value = new Function("r", `return r${process.argv[1]}`)(
      JSON.parse(require("fs").readFileSync(0, "utf8")));
    if (value === undefined || value === null) {
      console.error(`walkthrough: ${process.argv[1]} is missing`);
      process.exit(1);
    }
    console.log(Array.isArray(value) ? value.join("\n") : String(value));' "$1"
}

# call METHOD PATH [BODY]: calls the API with the key and prints the body; stops the walkthrough
# with the status and the body on anything but a 2xx.
call() {
  local args=(-sS -X "$1" "$API$2" -H "X-API-KEY: $KEY" -w '\n%{http_code}')
  if [ $# -ge 3 ]; then args+=(-H 'content-type: application/json' -d "$3"); fi
  local response status
  response=$(curl "${args[@]}")
  status=${response##*$'\n'}
  response=${response%$'\n'*}
  if [ "${status:0:1}" != 2 ]; then
    echo "walkthrough: $1 $2 answered $status: $response" >&2
    exit 1
  fi
  printf '%s\n' "$response"
}

echo '1. A tenant and its API key (CLI); the starter catalogue, if it is not there yet.'
TENANT=$("${TOURNEY[@]}" tenant create "Walkthrough $(date +%Y%m%d-%H%M%S)" --json | json .tenantId)
KEY=$("${TOURNEY[@]}" key issue "$TENANT" --name walkthrough --scopes integration,manage --json |
  json .apiKey)
"${TOURNEY[@]}" seed --catalogue
GAME=$(call GET '/games?pageSize=100' | json '.data.games.find(g => g.name === "Counter-Strike 2").id')
USD=$(call GET '/currencies?pageSize=100' | json '.data.items.find(c => c.code === "USD").currencyId')

echo '2. Users with an in-game id, and a team each (integration API).'
NAMES=('Night Owls' 'Iron Wolves' 'Crimson Tide' 'Silver Foxes' 'Storm Riders')
TEAMS=()
OWNERS=()
for i in "${!NAMES[@]}"; do
  OWNER="player-$((i + 1))"
  call POST /external/users \
    '{"externalId": "'"$OWNER"'", "username": "player'$((i + 1))'", "displayName": "Player '$((i + 1))'"}' >/dev/null
  call POST "/external/user-game-ids?externalUserId=$OWNER" \
    '{"gameId": "'"$GAME"'", "userGameId": "player'$((i + 1))'#1234"}' >/dev/null
  TEAMS+=("$(call POST "/teams?externalId=team-$((i + 1))&externalUserId=$OWNER" \
    '{"name": "'"${NAMES[i]}"'", "gameId": "'"$GAME"'"}' | json .data.teamId)")
  OWNERS+=("$OWNER")
done

echo '3. A draft tournament (free to enter, a prize in USD), published.'
START=$(node -p 'new Date(Date.now() + 7 * 864e5).toISOString()')
END=$(node -p 'new Date(Date.now() + 8 * 864e5).toISOString()')
DEADLINE=$(node -p 'new Date(Date.now() + 6 * 864e5).toISOString()')
T=$(call POST /tournaments '{
  "tournamentName": "Friday Cup", "gameId": "'"$GAME"'", "matchType": 1, "teamType": "5v5",
  "enrollmentLimit": 16, "minTeamMembers": 1, "maxTeamMembers": 5, "color": "#2B6CB0",
  "startTime": "'"$START"'", "endTime": "'"$END"'", "registrationDeadline": "'"$DEADLINE"'",
  "prizePool": 500, "prizePoolCurrencyId": "'"$USD"'",
  "prizeDistribution": {"positions": [{"prize": "1st", "amount": 300}, {"prize": "2nd", "amount": 200}], "special": []},
  "rules": {"checkIn": "15 minutes before"}
}' | json .data.tournamentId)
call POST "/tournaments/$T/status" '{"status": 1}' >/dev/null # draft → upcoming

echo '4. Each team registers (integration API); the organiser approves it with a seed.'
for i in "${!TEAMS[@]}"; do
  REGISTRATION=$(call POST "/tournaments/$T/registrations/teams/${TEAMS[i]}?externalUserId=${OWNERS[i]}" \
    '{"applicationMessage": "Ready to play"}' | json .data.registrationId)
  call POST "/tournaments/$T/registrations/$REGISTRATION/approve" '{"seed": '$((i + 1))'}' >/dev/null
done

echo '5. A double-elimination round, generated from the approved teams (byes go to the top seeds).'
ROUND=$(call POST "/tournaments/$T/rounds" '{"roundName": "Playoffs", "roundType": 2,
  "grandFinal": "double", "bestOf": 3, "startDate": "'"$START"'", "endDate": "'"$END"'"}' |
  json .data.id)
call POST "/rounds/$ROUND/generate" '{}' >/dev/null

echo '6. Results for every playable match until the tournament has a winner.'
while :; do
  WINNER=$(call GET "/tournaments/$T" | json '.data.winnerTeamName ?? ""')
  [ -n "$WINNER" ] && break
  MATCHES=$(call GET "/matches/duel?tournamentId=$T&matchStatus=1&pageSize=100" |
    json '.data.matches.map(m => m.matchId)')
  if [ -z "$MATCHES" ]; then
    echo 'walkthrough: no match left to play, and no winner' >&2
    exit 1
  fi
  for MATCH in $MATCHES; do
    call POST "/matches/$MATCH/result" '{"games": [
      {"participant1Score": 13, "participant2Score": 9, "mapName": "Mirage"},
      {"participant1Score": 13, "participant2Score": 11, "mapName": "Inferno"}]}' >/dev/null
    echo "   reported match $MATCH"
  done
done

echo '7. The standings, as an integrator reads them (isMe marks player-1'\''s team).'
call GET "/tournaments/$T/duel/standings?externalUserId=${OWNERS[0]}" |
  json '.data.standings.map(s => `   ${s.participantName}: ${s.wins} won, ${s.losses} lost${s.isMe ? " (me)" : ""}`)'
echo "Winner: $WINNER"
