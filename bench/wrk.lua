-- The requests `make bench` sends (app/benches/load/wrk.rs writes them), for wrk.
-- BENCH_REQUESTS names a file with one request a line, four or five fields split by tabs:
--   METHOD  PATH  TOKEN (or -)  JSON BODY (or -)  [IF-NONE-MATCH (or -)]
-- The fifth field, when there, is sent as `If-None-Match` (the tag the browser would hold).
-- Each thread formats every line once at start and then sends them in turn from its own
-- starting line, so the calls rotate over the players' tokens without Lua work per request.
-- With BENCH_COUNT_STATUS set, each answer also goes through `response()`, which counts the
-- 304s (wrk itself counts only statuses above 399, as errors); it costs wrk some CPU per
-- answer, so the load bench sets it only where the 304s are the point.
-- done() prints one line, `BENCH {json}`, that app/benches/load/wrk.rs reads.
local prepared = {}
local count = 0
local index = 0
local threads = {}
not_modified = 0

function setup(thread)
  table.insert(threads, thread)
  thread:set("offset", #threads)
end

function init(args)
  local file = assert(io.open(os.getenv("BENCH_REQUESTS"), "r"))
  for line in file:lines() do
    local method, path, token, body, tag =
      line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)$")
    if not method then
      method, path, token, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$")
      tag = "-"
    end
    if method then
      local headers = {}
      if token ~= "-" then headers["Authorization"] = "Bearer " .. token end
      if tag ~= "-" and tag ~= "" then headers["If-None-Match"] = tag end
      if body == "-" then
        body = nil
      else
        headers["Content-Type"] = "application/json"
      end
      count = count + 1
      prepared[count] = wrk.format(method, path, headers, body)
    end
  end
  file:close()
  assert(count > 0, "no requests in " .. os.getenv("BENCH_REQUESTS"))
  index = ((offset or 1) * 7919) % count
end

function request()
  index = index % count + 1
  return prepared[index]
end

if os.getenv("BENCH_COUNT_STATUS") then
  function response(status, headers, body)
    if status == 304 then not_modified = not_modified + 1 end
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  local counted = 0
  for _, thread in ipairs(threads) do
    counted = counted + (thread:get("not_modified") or 0)
  end
  io.write(string.format(
    'BENCH {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,"not_modified":%d,' ..
    '"counted":%s}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99), latency.max, counted,
    os.getenv("BENCH_COUNT_STATUS") and "true" or "false"))
end
