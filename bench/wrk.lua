-- The requests `make bench` sends (app/benches/load.rs writes them), for wrk.
-- BENCH_REQUESTS names a file with one request a line, four fields split by tabs:
--   METHOD  PATH  TOKEN (or -)  JSON BODY (or -)
-- Each thread formats every line once at start and then sends them in turn from its own
-- starting line, so the calls rotate over the players' tokens without Lua work per request.
-- done() prints one line, `BENCH {json}`, that load.rs reads.
local prepared = {}
local count = 0
local index = 0
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("offset", threads)
end

function init(args)
  local file = assert(io.open(os.getenv("BENCH_REQUESTS"), "r"))
  for line in file:lines() do
    local method, path, token, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$")
    if method then
      local headers = {}
      if token ~= "-" then headers["Authorization"] = "Bearer " .. token end
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

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99), latency.max))
end
