-- wrk script: drives a list of requests and checks every response.
--
--   wrk -t T -c C -d Ds --timeout 10s -s requests.lua <url> -- <list> <T> <apiKey> <strict> <tracePrefix>
--
-- <list> holds one request a line: METHOD \t STATUS \t PATH \t EXPECT \t BODY. Each thread takes
-- every T-th line and cycles over its share. Each line is sent with a W3C traceparent of its own,
-- which the server (and the ceiling) echo in `x-trace-id`: that is how a response, whatever
-- connection it came back on, is matched to its request, its expected status and the text its
-- body must hold (an id). <strict> 0 skips that text (the ceiling replays one answer per write
-- kind). Latency is measured here, from the request's hand-over to wrk to its parsed response,
-- and kept as a histogram; wrk's own percentiles add synthetic samples (its coordinated-omission
-- correction) and are not used. done() prints one JSON line, with [line, answers, cache misses]
-- for each line of the list.
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *tp);
]]
local clock = ffi.new("bench_timespec")
local function now_us()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC
  return tonumber(clock.tv_sec) * 1e6 + tonumber(clock.tv_nsec) / 1e3
end

local threads = {}
local next_id = 0

function setup(thread)
  thread:set("tid", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

-- Ten-microsecond buckets under 10 ms, then 100 µs under 100 ms, then whole milliseconds.
local function bucket(us)
  if us < 10000 then return math.floor(us / 10) * 10 end
  if us < 100000 then return math.floor(us / 100) * 100 end
  return math.floor(us / 1000) * 1000
end

function init(args)
  local file, nthreads, key, strictArg, prefix = args[1], tonumber(args[2]), args[3], args[4], args[5]
  strict = strictArg ~= "0"
  requests, expectStatus, expectText, started, byTrace, lineOf = {}, {}, {}, {}, {}, {}
  hist, failures, cache, answersByLine, missesByLine = {}, {}, { hit = 0, miss = 0, none = 0 }, {}, {}
  sent, responses, ok, cursor = 0, 0, 0, 0
  firstFailure = ""
  local lines, line_no = {}, 0
  for line in io.lines(file) do
    if line_no % nthreads == tid then table.insert(lines, { line_no, line }) end
    line_no = line_no + 1
  end
  -- A line must never be in flight twice at once (its trace id would be ambiguous): a short
  -- share is repeated, each copy with a trace id of its own.
  local copies = math.max(1, math.ceil(64 / math.max(1, #lines)))
  for copy = 0, copies - 1 do
    for _, entry in ipairs(lines) do
      local method, status, path, expect, body = entry[2]:match("^(%u+)\t(%d+)\t([^\t]+)\t([^\t]*)\t?(.*)$")
      local trace = prefix .. string.format("%016x", entry[1] + copy * line_no)
      local headers = { ["x-api-key"] = key, ["traceparent"] = "00-" .. trace .. "-00f067aa0ba902b7-01" }
      if body ~= "" then headers["content-type"] = "application/json" else body = nil end
      table.insert(requests, wrk.format(method, path, headers, body))
      local n = #requests
      expectStatus[n], expectText[n], byTrace[trace], lineOf[n] = tonumber(status), expect, n, entry[1]
    end
  end
end

function request()
  sent = sent + 1
  cursor = cursor % #requests + 1
  started[cursor] = now_us()
  return requests[cursor]
end

local function fail(reason, status, body)
  failures[reason] = (failures[reason] or 0) + 1
  if firstFailure == "" then firstFailure = reason .. " " .. status .. " " .. body:sub(1, 300) end
end

function response(status, headers, body)
  local at = now_us()
  body = body or ""
  responses = responses + 1
  local n = byTrace[headers["x-trace-id"] or ""]
  if n == nil then return fail("unknown trace id", status, body) end
  local us = at - started[n]
  local b = bucket(us)
  hist[b] = (hist[b] or 0) + 1
  local state = headers["x-cache"]
  if state == "hit" or state == "miss" then cache[state] = cache[state] + 1 else cache.none = cache.none + 1 end
  local line = lineOf[n]
  answersByLine[line] = (answersByLine[line] or 0) + 1
  if state == "miss" then missesByLine[line] = (missesByLine[line] or 0) + 1 end
  if status ~= expectStatus[n] then return fail("status " .. status, status, body) end
  if body:sub(1, 15) ~= '{"success":true' then return fail("envelope", status, body) end
  local expect = expectText[n]
  if strict and expect ~= "" and not body:find(expect, 1, true) then return fail("expected text", status, body) end
  ok = ok + 1
end

local function json_string(s)
  return '"' .. s:gsub('[%c"\\]', function(c) return string.format("\\u%04x", c:byte()) end) .. '"'
end

function done(summary, latency, requests)
  local total = { sent = 0, responses = 0, ok = 0, hit = 0, miss = 0, none = 0 }
  local merged, reasons, answers, misses, first = {}, {}, {}, {}, ""
  for _, thread in ipairs(threads) do
    total.sent = total.sent + thread:get("sent")
    total.responses = total.responses + thread:get("responses")
    total.ok = total.ok + thread:get("ok")
    local c = thread:get("cache")
    total.hit, total.miss, total.none = total.hit + c.hit, total.miss + c.miss, total.none + c.none
    for k, v in pairs(thread:get("hist")) do merged[k] = (merged[k] or 0) + v end
    for k, v in pairs(thread:get("failures")) do reasons[k] = (reasons[k] or 0) + v end
    for k, v in pairs(thread:get("answersByLine")) do answers[k] = (answers[k] or 0) + v end
    for k, v in pairs(thread:get("missesByLine")) do misses[k] = (misses[k] or 0) + v end
    if first == "" then first = thread:get("firstFailure") end
  end
  local hist_out = {}
  for k, v in pairs(merged) do table.insert(hist_out, string.format("[%d,%d]", k, v)) end
  local lines_out = {}
  for k, v in pairs(answers) do table.insert(lines_out, string.format("[%d,%d,%d]", k, v, misses[k] or 0)) end
  local reason_out = {}
  for k, v in pairs(reasons) do table.insert(reason_out, json_string(k) .. ":" .. v) end
  -- wrk's own CPU, for the calibration: utime and stime of this process, in clock ticks.
  local stat = io.open("/proc/self/stat"):read("*l")
  local fields = {}
  for f in stat:gsub("^.-%) ", ""):gmatch("%S+") do table.insert(fields, f) end
  local e = summary.errors
  io.write(string.format(
    '{"durationUs":%d,"sent":%d,"responses":%d,"ok":%d,"bytes":%d,"cache":{"hit":%d,"miss":%d,"none":%d},'
      .. '"socketErrors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},"failures":{%s},'
      .. '"firstFailure":%s,"cpuTicks":%d,"latencyUs":[%s],"lines":[%s]}\n',
    summary.duration, total.sent, total.responses, total.ok, summary.bytes, total.hit, total.miss, total.none,
    e.connect, e.read, e.write, e.timeout, table.concat(reason_out, ","), json_string(first),
    tonumber(fields[12]) + tonumber(fields[13]), table.concat(hist_out, ","), table.concat(lines_out, ",")))
end
