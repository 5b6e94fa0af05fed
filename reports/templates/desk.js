// The claim desk page: the server validates and rules; this only draws and sends.
"use strict";
const $ = (id) => document.getElementById(id);
const SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const state = { deal: null, contract: null, declarer: null, plays: [], tags: {}, position: null };
const lang = document.body.dataset.lang || "en";
let lastTable = null, lastLine = [];
const L = JSON.parse(document.getElementById("labels").textContent);
const seatName = (seat) => L.seats[seat] || seat;

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}
function cardText(card) { return SYMBOL[card[0]] + card.slice(1).replace("T", "10"); }
function showError(message) { const box = $("error"); box.textContent = message || ""; box.hidden = !message; }

async function post(path, body) {
  const response = await fetch(path + "?lang=" + lang, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const data = path === "/api/record" ? await response.text() : await response.json();
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}
function desk() {
  const out = { deal: state.deal, contract: state.contract, declarer: state.declarer, plays: state.plays,
    tags: state.tags, claimer: $("claimer").value, tricks: $("tricks").value,
    statement: $("statement").value, player_class: $("class").value,
    trump_mentioned: $("trump-mentioned").checked };
  // The cards at the claim entered directly: no play record, the position goes to the server.
  return state.position ? Object.assign(out, { mode: "position", plays: [] }, state.position) : out;
}
// A hand typed as S.H.D.C with "-" or nothing for a void suit ("KQ2.A.-.J" -> "KQ2.A..J").
function handText(text) { return text.trim().toUpperCase().replace(/10/g, "T").split(".").map((s) => s.replace(/[-\s]/g, "")).join("."); }
async function useRemaining() {
  const remaining = "N:" + ["N", "E", "S", "W"].map((s) => handText($("rem-" + s).value)).join(" ");
  Object.assign(state, {
    contract: $("pos-contract").value, declarer: $("pos-declarer").value, plays: [],
    position: { remaining, lead: $("pos-lead").value,
      current: $("pos-current").value.trim().toUpperCase().split(/[\s,]+/).filter(Boolean),
      won_ns: $("won-ns").value, won_ew: $("won-ew").value } });
  $("claimer").value = state.declarer;
  $("result").hidden = true;
  if (!(await refresh())) state.position = null;
}

async function refresh() {
  try {
    const t = await post("/api/table", desk());
    showError("");
    lastTable = t;
    $("line-back").hidden = true;
    draw(t);
  } catch (err) {
    showError(err.message);
    return false;
  }
  return true;
}

function draw(t) {
  $("table").hidden = false; $("claim").hidden = false;
  $("no-record").hidden = state.position === null;
  $("undo").hidden = $("clear").hidden = state.position !== null;  // no play to undo: the cards as entered
  $("contract-line").textContent = state.contract + " " + (L.by ? L.by + " " : "") + seatName(state.declarer) +
    " \u2014 " + L.on_lead + ": " + seatName(t.on_lead) + (t.to_move ? ", " + L.to_play + ": " + seatName(t.to_move) : "");
  for (const seat of ["N", "E", "S", "W"]) {
    const box = $("hand-" + seat);
    box.replaceChildren(el("div", seatName(seat), "seat"));
    box.classList.toggle("to-move", seat === t.to_move);
    for (const suit of ["S", "H", "D", "C"]) {
      const line = el("div", undefined, "suit");
      line.append(el("span", SYMBOL[suit] + " ", suit === "H" || suit === "D" ? "red" : ""));
      for (const card of t.hands[seat].filter((c) => c[0] === suit)) {
        const b = el("button", card.slice(1).replace("T", "10"), "card");
        b.type = "button"; b.dataset.card = card;
        b.disabled = !(seat === t.to_move && t.legal.includes(card)) || state.position !== null;
        b.addEventListener("click", () => play(card));
        line.append(b);
      }
      box.append(line);
    }
  }
  $("status").textContent = t.status || (t.to_move ? seatName(t.to_move) + ": " + L.to_play : L.all_played);
  $("trick-cards").replaceChildren(...t.trick.map((p) => el("div", seatName(p.seat) + ": " + cardText(p.card))));
  $("won").textContent = t.won ? "NS " + t.won.NS + " \u2013 EW " + t.won.EW : "";
  const last = t.tricks.length ? t.tricks[t.tricks.length - 1] : null;
  $("last-trick").textContent = last && !t.trick.length ?
    L.last_trick + ": " + last.map((p) => seatName(p.seat) + " " + cardText(p.card)).join(", ") : "";
  $("left").textContent = t.tricks_left;
  $("tricks").max = t.tricks_left;
  $("played-count").textContent = t.tricks.length;
  $("played").replaceChildren(...t.tricks.map((trick) => el("li", trick.map((p) => seatName(p.seat) + " " + cardText(p.card)).join("  "))));
}

async function play(card) {
  state.plays.push(card);
  if (!(await refresh())) state.plays.pop();
  $("result").hidden = true;
}

async function loadBoard() {
  const file = $("file").value, index = $("board").value;
  const response = await fetch("/api/board?" + new URLSearchParams({ file, index }));
  const data = await response.json();
  if (!response.ok) { showError(data.error || "cannot load the board"); return; }
  if ((!data.deal && !data.position) || !data.contract) { showError("this record has no full deal and contract"); return; }
  Object.assign(state, { deal: data.deal || null, contract: data.contract, declarer: data.declarer,
    plays: data.plays, tags: data.tags, position: data.position || null });
  $("pos-contract").value = data.contract; $("pos-declarer").value = data.declarer;
  $("claimer").value = data.declarer;
  if (data.position) {  // a record with no play: the cards at the claim, as entered then
    const hands = data.position.remaining.slice(2).split(" ");
    ["N", "E", "S", "W"].forEach((seat, i) => { $("rem-" + seat).value = hands[i]; });
    $("pos-lead").value = data.position.lead; $("pos-current").value = data.position.current.join(" ");
    $("won-ns").value = data.position.won_ns; $("won-ew").value = data.position.won_ew;
  }
  if (data.claim) {  // the claim the record holds: the director judges it when he asks
    $("claimer").value = data.claim.claimer || data.declarer;
    $("tricks").value = data.claim.tricks === null ? "" : data.claim.tricks;
    $("statement").value = data.claim.statement;
    $("trump-mentioned").checked = data.claim.trump_mentioned;
  }
  $("result").hidden = true;
  if (await refresh() && data.warning) showError(data.warning);
}

async function loadFiles(pick) {
  const data = await (await fetch("/api/files")).json();
  $("file").replaceChildren(...data.files.map((f) => { const o = el("option", f.name); o.value = f.name; return o; }));
  const boards = () => {
    const f = data.files.find((x) => x.name === $("file").value);
    $("board").replaceChildren(...(f ? f.boards : []).map((b) => {
      const o = el("option", (b.board || "#" + (b.index + 1)) + (b.contract ? " \u2014 " + b.contract : ""));
      o.value = b.index; return o; }));
  };
  $("file").addEventListener("change", boards);
  if (pick.file) $("file").value = pick.file;
  boards();
  if (pick.index !== null) { $("board").value = pick.index; await loadBoard(); }
}

let readingTimer = null;
function readStatement() {
  clearTimeout(readingTimer);
  readingTimer = setTimeout(async () => {
    const r = await post("/api/statement", { statement: $("statement").value });
    const box = $("reading");
    box.replaceChildren();
    if (r.understood.length) box.append(el("div", L.understood + ": " + r.understood.join("; "), "understood"));
    if (r.not_understood.length) box.append(el("div", L.not_understood + ": " + r.not_understood.join(" | "), "not-understood"));
  }, 250);
}

async function judgeClaim() {
  try {
    const r = await post("/api/judge", desk());
    showError("");
    $("result").hidden = false;
    $("ruling-laws").textContent = L.law + " " + r.laws.join(", ");
    $("ruling-text").textContent = r.explanation;
    $("ruling-effects").replaceChildren(...r.effects.map((e) => el("li", e)));
    $("ruling-judgements").replaceChildren(...r.judgements.map((j) => el("div", j.question + " (" + L.law + " " + j.law + ")", "small")));
    const s = r.search;
    const numbers = [[L.n_claimer, seatName(r.claimer)], [L.n_claimed, r.claimed + " / " + r.tricks_left],
      [L.n_line, s.awarded !== null ? s.awarded : s.low + "\u2013" + s.high + " (?)"],
      [L.n_dd, s.dd === null ? "?" : s.dd],
      [L.n_total, r.declarer_total === null ? "?" : r.declarer_total]];
    if (!r.agrees_with_record) numbers.push([L.n_search_total, s.declarer_total === null ? "?" : s.declarer_total]);
    $("numbers").replaceChildren(...numbers.map(([label, value]) => {
      const tr = el("tr"); tr.append(el("th", label), el("td", String(value))); return tr; }));
    $("numbers").dataset.awarded = s.awarded === null ? "" : s.awarded;
    $("disagree").hidden = r.agrees_with_record;
    const rows = [el("tr")];
    rows[0].append(el("th", "#"), el("th", L.cards));
    lastLine = s.line;
    s.line.forEach((trick, k) => {
      const tr = el("tr");
      const show = el("button", "\u25B6", "line-step");
      show.type = "button"; show.dataset.step = k + 1;
      show.addEventListener("click", () => showLine(k + 1));
      const cell = el("td"); cell.append(show, " " + String(k + 1));
      tr.append(cell, el("td", trick.map((p) => seatName(p.seat) + " " + cardText(p.card) + (p.rule ? " (" + p.rule + ")" : "")).join("   ")));
      rows.push(tr);
    });
    $("line").replaceChildren(...rows);
    $("saved").textContent = "";
  } catch (err) { showError(err.message); }
}

// The critical line on the diagram: the hands after its first `step` tricks, that trick
// in the centre; "Back to the table" returns to the position of the claim.
function showLine(step) {
  if (!lastTable) return;
  const gone = new Set(lastLine.slice(0, step).flat().map((p) => p.card));
  const shown = lastLine[step - 1];
  const trick = (step === 1 ? lastTable.trick : []).concat(shown);
  const view = Object.assign({}, lastTable, {
    hands: Object.fromEntries(Object.entries(lastTable.hands).map(([seat, cards]) => [seat, cards.filter((c) => !gone.has(c))])),
    trick, to_move: null, legal: [], won: null,
    status: L.line_trick.replace("{k}", step).replace("{n}", lastLine.length) });
  draw(view);
  $("line-back").hidden = false;
}

async function save() {
  try { const r = await post("/api/save", desk()); $("saved").textContent = L.saved + " " + r.saved; }
  catch (err) { showError(err.message); }
}
async function download() {
  try {
    const text = await post("/api/record", desk());
    const a = el("a"); a.href = URL.createObjectURL(new Blob([text], { type: "application/x-pbn" }));
    a.download = "claim.pbn"; document.body.append(a); a.click(); a.remove();
  } catch (err) { showError(err.message); }
}

document.addEventListener("DOMContentLoaded", () => {
  const q = new URLSearchParams(location.search);
  $("load").addEventListener("click", loadBoard);
  $("use-deal").addEventListener("click", async () => {
    Object.assign(state, { deal: $("deal").value, contract: $("contract").value, declarer: $("declarer").value,
      plays: [], tags: {}, position: null });
    $("claimer").value = $("declarer").value;
    await refresh();
  });
  $("undo").addEventListener("click", async () => { state.plays.pop(); await refresh(); });
  $("clear").addEventListener("click", async () => { state.plays = []; await refresh(); });
  $("statement").addEventListener("input", readStatement);
  $("judge").addEventListener("click", judgeClaim);
  $("line-back").addEventListener("click", () => { $("line-back").hidden = true; if (lastTable) draw(lastTable); });
  $("use-remaining").addEventListener("click", useRemaining);
  $("save").addEventListener("click", save);
  $("download").addEventListener("click", download);
  loadFiles({ file: q.get("file"), index: q.get("index") });
});
