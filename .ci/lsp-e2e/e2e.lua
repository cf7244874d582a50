-- End-to-end check of `viewlint lsp` with a real editor client: Neovim (0.7 or later), headless.
--
--   VIEWLINT=.build/debug/viewlint E2E_ROOT=/tmp/ws E2E_FILE=/tmp/ws/Feed.swift \
--     nvim --headless -n -i NONE -u NONE -c "luafile .ci/lsp-e2e/e2e.lua"
--
-- E2E_FILE must hold a view controller whose viewDidLoad() on line 4 does not call super.
-- The script starts the server for the buffer, waits for its diagnostics, checks the rule id
-- and line, asks for hover, applies the "Disable `missing_super_call` for this line" code
-- action, checks the buffer, waits for the diagnostics to go, writes the file and stops the
-- server. It exits 0 when every check passed, 1 otherwise (the reason on stderr).

local viewlint = os.getenv("VIEWLINT")
local root = os.getenv("E2E_ROOT")
local file = os.getenv("E2E_FILE")

local function fail(msg)
  io.stderr:write("lsp-e2e: FAIL: " .. msg .. "\n")
  vim.cmd("cquit 1")
end

local function step(msg)
  io.stderr:write("lsp-e2e: " .. msg .. "\n")
end

if not (viewlint and root and file) then
  fail("set VIEWLINT, E2E_ROOT and E2E_FILE")
  return
end

-- Diagnostic fields moved between Neovim versions: the code is top-level from 0.8 on.
local function code_of(d)
  if d.code then return d.code end
  local lsp = d.user_data and d.user_data.lsp
  return lsp and lsp.code
end

local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = "swift"

  local exit_code = nil
  local client_id = vim.lsp.start_client({
    name = "viewlint",
    cmd = { viewlint, "lsp" },
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = "e2e" } },
    on_exit = function(code, _signal) exit_code = code end,
  })
  if not client_id then error("the server did not start") end
  vim.lsp.buf_attach_client(bufnr, client_id)
  step("started the server, client " .. client_id)

  -- Diagnostics: missing_super_call on line 4 (0-based lnum 3).
  if not vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 20) then
    error("no diagnostics within 20 s")
  end
  local diags = vim.diagnostic.get(bufnr)
  if #diags ~= 1 then error("expected 1 diagnostic, got " .. #diags .. ": " .. vim.inspect(diags)) end
  local d = diags[1]
  if code_of(d) ~= "missing_super_call" then error("rule id: " .. vim.inspect(code_of(d))) end
  if d.lnum ~= 3 then error("line: " .. tostring(d.lnum)) end
  if d.source ~= "viewlint" then error("source: " .. tostring(d.source)) end
  step("diagnostic " .. code_of(d) .. " on line " .. (d.lnum + 1))

  -- Hover on the finding shows the rule's documentation.
  vim.api.nvim_win_set_cursor(0, { 4, 14 })
  local hover = vim.lsp.buf_request_sync(bufnr, "textDocument/hover", vim.lsp.util.make_position_params(), 10000)
  local value = hover and hover[client_id] and hover[client_id].result and hover[client_id].result.contents.value
  if not value or not value:find("missing_super_call", 1, true) then error("hover: " .. vim.inspect(hover)) end
  step("hover shows the rule's documentation")

  -- The code action.
  vim.api.nvim_win_set_cursor(0, { 4, 0 })
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = {} }
  local resp = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, 10000)
  local actions = resp and resp[client_id] and resp[client_id].result or {}
  local action = nil
  for _, a in ipairs(actions) do
    if a.title == "Disable `missing_super_call` for this line" then action = a end
  end
  if not action then error("no disable action among " .. vim.inspect(actions)) end
  local client = vim.lsp.get_client_by_id(client_id)
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
  local line4 = vim.api.nvim_buf_get_lines(bufnr, 3, 4, false)[1]
  local line5 = vim.api.nvim_buf_get_lines(bufnr, 4, 5, false)[1]
  if line4 ~= "    // viewlint:disable:next missing_super_call" then error("line 4 after the action: " .. vim.inspect(line4)) end
  if line5 ~= "    override func viewDidLoad() {" then error("line 5 after the action: " .. vim.inspect(line5)) end
  step("applied the code action")

  -- The server gets the change and publishes no diagnostics.
  if not vim.wait(20000, function() return #vim.diagnostic.get(bufnr) == 0 end, 20) then
    error("diagnostics remain after the action: " .. vim.inspect(vim.diagnostic.get(bufnr)))
  end
  step("the diagnostic is gone")
  vim.cmd("write")

  -- shutdown, then exit: the server exits 0.
  vim.lsp.stop_client(client_id)
  if not vim.wait(10000, function() return exit_code ~= nil end, 20) then error("the server did not exit") end
  if exit_code ~= 0 then error("server exit code " .. tostring(exit_code)) end
  step("the server exited with 0")
end)

if not ok then
  fail(tostring(err))
else
  io.stderr:write("lsp-e2e: ok\n")
  vim.cmd("qall!")
end
