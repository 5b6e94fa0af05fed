"""English: the complete catalogue (every fact key has its sentence here).

Entries are whole sentences keyed by fact key; ``{name}`` is a fact parameter (see
:mod:`.catalogue` for ``:cap``, ``:or`` and plural entries). Other languages copy
this table's keys and translate the sentences; they never need to follow its word
order.
"""

from __future__ import annotations

from .catalogue import Catalogue, Entry, Plural


def plural(n: int) -> str:
    """CLDR English: one, other."""
    return "one" if n == 1 else "other"


TERMS: dict[str, str] = {
    # seats, sides, suits, cards, calls (as the record writes them)
    "seat.N": "N", "seat.E": "E", "seat.S": "S", "seat.W": "W",
    "side.NS": "NS", "side.EW": "EW",
    "suit.C": "C", "suit.D": "D", "suit.H": "H", "suit.S": "S",
    "card-suit.C": "C", "card-suit.D": "D", "card-suit.H": "H", "card-suit.S": "S",
    "rank.R2": "2", "rank.R3": "3", "rank.R4": "4", "rank.R5": "5", "rank.R6": "6",
    "rank.R7": "7", "rank.R8": "8", "rank.R9": "9", "rank.T": "T", "rank.J": "J",
    "rank.Q": "Q", "rank.K": "K", "rank.A": "A",
    "card": "{suit}{rank}",
    "bid-strain.C": "C", "bid-strain.D": "D", "bid-strain.H": "H", "bid-strain.S": "S",
    "bid-strain.NT": "NT",
    "bid": "{level}{strain}",
    "call.PASS": "Pass", "call.DOUBLE": "X", "call.REDOUBLE": "XX",
    "risk.DOUBLED": "X", "risk.REDOUBLED": "XX",
    "contract": "{level}{strain}{risk}",
    "yes": "yes", "no": "no", "none": "none", "unknown": "?", "nobody": "nobody known", "a-card": "a card",
    "extra-cards": "the extra card(s)",
    # what `hakem check` prints around the rulings (reports/check_lines.py)
    "ui.line": "{where}: {label}: {kind} by {who} {position}: {detail}",
    "ui.line.no-detail": "{where}: {label}: {kind} by {who} {position}:",
    "ui.nobody": "-",
    "ui.position.auction": "auction", "ui.position.call": "call {number}",
    "ui.position.play": "play", "ui.position.trick": "trick {trick}",
    "ui.position.trick-card": "trick {trick} card {card}", "ui.position.record": "record",
    "ui.laws": "Law {laws}",
    "ui.more-rows": "... {n} more rows (use --limit 0 for all)",
    "ui.summary": "{files}, {boards}: {table}{rate}, {claim}, {record} ({file_level} about whole "
                  "files; {record_files})",
    "ui.found.table.one": "{n} table finding", "ui.found.table.other": "{n} table findings",
    "ui.found.claim.one": "{n} claim finding", "ui.found.claim.other": "{n} claim findings",
    "ui.found.record.one": "{n} record finding", "ui.found.record.other": "{n} record findings",
    "ui.found.record-files.one": "{n} file with record findings",
    "ui.found.record-files.other": "{n} files with record findings",
    "ui.read": "{read} read, {with_diagnostics} read with diagnostics, {rejected} rejected{errors}",
    "ui.stats-summary-all": "{files}, {boards}: {chosen} findings counted of {total}",
    "ui.rate": " ({rate} per 1,000 boards)",
    "ui.claims": "claims: {recorded} recorded, {analysed} analysed: {stands} agreed and standing, "
                 "{above_dd} agreed above double dummy (69B), {law71} conceding a trick no normal "
                 "line loses (71); contested: {upheld} upheld, {reduced} reduced, {restored} "
                 "restored, {director} left to the director; {no_position} without a usable "
                 "position (a record defect); {not_analysed} not analysed; {act} for the director "
                 "to act on{rate} (only these count as irregularities)",
    "ui.stats-summary": "{files}, {boards}: {chosen} {names} findings counted of {total}",
    "ui.and": " and ",
    "class.table": "table", "class.claim": "claim", "class.record": "record",
    "ui.label.board": "board {board}", "ui.label.file": "file",
    "ui.boards.one": "{n} board", "ui.boards.other": "{n} boards",
    "ui.with-errors": "; {n} with errors",
    "ui.files.one": "{n} file", "ui.files.other": "{n} files",
    "ui.records.one": "{n} record", "ui.records.other": "{n} records",
    "ui.unreadable": "{n} unreadable", "ui.empty": "{n} without records",
    "ui.accounting": "{files}, {records}: {read} read, {with_diagnostics} read with "
                     "diagnostics, {rejected} rejected{errors}",
    # the HTML report's labels (reports/html_report.py, templates/report.html.j2)
    "html.title": "hakem ruling report", "html.title-event": "hakem ruling report: {event}",
    "html.intro": "hakem {version} · Laws of Duplicate Bridge {edition} · scores from "
                  "North-South's point of view · DD = double dummy",
    "html.summary": "Summary", "html.files-read": "Files read", "html.boards": "Boards",
    "html.rulings": "Findings", "html.file": "File",
    "html.class-row": "class {cls}", "html.counted": "Counted ({classes})",
    "html.needs-director": "Counted findings that need the director's judgement",
    "html.classes-note.one": "Classes: <b>table</b>, an infraction at the table; <b>claim</b>, a claim or concession (at the table only when contested or flagged under Law 69B or 71); <b>record</b>, the file disagrees with itself or with Law 2 (a defect a whole file shares is one finding). The counts and statistics are of the {classes} class.",
    "html.classes-note.other": "Classes: <b>table</b>, an infraction at the table; <b>claim</b>, a claim or concession (at the table only when contested or flagged under Law 69B or 71); <b>record</b>, the file disagrees with itself or with Law 2 (a defect a whole file shares is one finding). The counts and statistics are of the {classes} classes.",
    "html.input-errors": "Input errors", "html.by-kind": "Counted, by kind:",
    "html.rates": "(rates per {per} boards in", "html.statistics": "Statistics",
    "html.showing": "Showing the first {shown} rulings; {hidden} more are in the exported "
                    "tables (hakem report --format csv).",
    "html.card-title": "Board {board}", "html.card-by": "{kind} by {offender}",
    "html.flag": "director's judgement needed", "html.not-known": "(not known)",
    "html.seat-letter.N": "N", "html.seat-letter.E": "E", "html.seat-letter.S": "S",
    "html.seat-letter.W": "W",
    "html.board": "Board", "html.dealer": "Dealer", "html.vul": "Vul",
    "html.vul.None": "None", "html.vul.NS": "N-S", "html.vul.EW": "E-W", "html.vul.All": "Both",
    "html.passed-out": "Passed out", "html.contract-by": "{contract} by {declarer}",
    "html.play": "Play ({n} tricks)", "html.trick": "Trick", "html.lead": "Lead",
    "html.cards-in-order": "Cards in play order", "html.won-by": "Won by",
    "html.call": "Call:", "html.card": "Card:", "html.td-note": "TD note:",
    "html.statement": "Claim statement:", "html.depending": "Depending on the facts:",
    "html.applies": "(applies)", "html.not-applies": "(does not apply)",
    "html.no-further": "no further rectification",
    "html.judgements": "Judgements for the director:",
    "html.score-unknown": "NS score not known:",
    "html.tricks-score": "Tricks {tricks_before} → {tricks_after}; NS score {score_before} → "
                         "{score_after}",
    "html.handviewer": "Open in the BBO handviewer",
    "html.desk": "Judge this claim at the claim desk",
    "html.stats.kind": "Findings ({classes}) by kind", "html.stats.law": "Findings ({classes}) by law",
    "html.stats.event": "Findings ({classes}) by event",
    "html.stats.season": "Findings ({classes}) by season",
    "html.stats.club": "Findings ({classes}) by club",
    "html.more-rows": "{n} more rows in the exported tables.",
    "html.plot-alt": "Findings per {per} boards",
    "html.column.kind": "kind", "html.column.law": "law", "html.column.event": "event",
    "html.column.season": "season", "html.column.club": "club",
    "html.column.irregularities": "irregularities", "html.column.findings": "findings",
    "html.column.title": "title", "html.column.ci95_low": "95 % low", "html.column.ci95_high": "95 % high",
    "html.column.events": "events", "html.column.date_from": "from", "html.column.date_to": "to", "html.column.boards": "boards",
    "html.column.rate": "per {per} boards", "html.column.share": "share",
    "html.column.top_kind": "top kind",
    "origin.marked": "marked", "origin.detected": "detected",
    # the session pages' own words (reports/session_report.py, templates/session.html.j2)
    "page.index.title": "hakem sessions",
    "page.index.session": "Session",
    "page.index.file": "File",
    "page.needs_director": "Need the director's judgement",
    "page.attention": "What to look at",
    "page.attention.none": "Nothing to look at.",
    "page.attention.table": "At the table",
    "page.attention.table.help": "infractions the director rules on: calls, leads and cards out of turn, revokes, penalty cards",
    "page.attention.claim": "Claims to look at",
    "page.attention.claim.help": "contested claims, and agreed ones the director may reopen (Laws 69B, 71), the open questions first",
    "page.attention.more": "... and {n} more, on their boards below.",
    "page.attention.ordinary_claims": "{n} ordinary claims and concessions (agreed and standing, or contested and upheld) are not listed; they are on their boards.",
    "page.attention.record": "Record defects",
    "page.attention.record.help": "the record disagrees with itself or with Law 2 (result, tags, cards); nothing happened at the table",
    "page.whole_file": "The whole file",
    "page.table_no": "Table",
    "page.round": "Round",
    "page.section": "Section",
    "page.room": "Room",
    "page.pairs": "Pairs",
    "page.contract": "Contract",
    "page.result": "Tricks",
    "page.score_ns": "NS score",
    "page.why.no_contract": "no contract recorded",
    "page.why.no_result": "no result recorded",
    "page.why.passed_out": "passed out",
    "page.why.adjusted": "adjusted by the director",
    "page.comments": "Comments",
    "page.no_irregularity": "no irregularity",
    "page.handviewer": "BBO handviewer",
    "page.back": "All sessions",
    "page.top": "Back to the list",
    "page.source": "Record",
    "page.scores_from": "scores from North-South's point of view",
    # the claim desk (hakem serve): its labels and buttons; a dotted key below ``desk.``
    # (``desk.seats.N``) is a table of the JSON the desk's script reads (labels.desk_labels)
    "desk.title": "hakem claim desk",
    "desk.session": "session",
    "desk.file": "File",
    "desk.board": "Board",
    "desk.load": "Load",
    "desk.enter_deal": "or enter a deal",
    "desk.deal": "Deal (PBN)",
    "desk.contract": "Contract",
    "desk.declarer": "Declarer",
    "desk.use_deal": "Use this deal",
    "desk.undo": "Undo card",
    "desk.clear_play": "Clear play",
    "desk.played": "Tricks played",
    "desk.claim": "Claim",
    "desk.claimer": "Claimer",
    "desk.tricks_claimed": "Tricks claimed, of remaining:",
    "desk.class": "Class of player",
    "desk.classes.club": "club",
    "desk.classes.expert": "expert",
    "desk.classes.novice": "novice",
    "desk.trump_mentioned": "outstanding trump mentioned / claimer aware (70C)",
    "desk.statement": "Statement",
    "desk.judge": "Judge",
    "desk.ruling": "Ruling",
    "desk.line": "Critical line (worst normal line for the claimer)",
    "desk.cards": "cards in play order",
    "desk.back": "Back to the table",
    "desk.save": "Save to the session file",
    "desk.download": "Download PBN",
    "desk.disagree": "The search for this claimer and the ruling hakem check makes on the saved record differ (a defender's claim, or a 70C finding the record cannot carry yet): the director decides.",
    "desk.by": "by",
    "desk.on_lead": "on lead",
    "desk.to_play": "to play",
    "desk.all_played": "all tricks played",
    "desk.last_trick": "last trick",
    "desk.line_trick": "critical line, trick {k} of {n}",
    "desk.understood": "understood",
    "desk.not_understood": "not understood",
    "desk.saved": "saved to",
    "desk.n_claimer": "claimer",
    "desk.n_claimed": "claimed",
    "desk.n_line": "worst normal line",
    "desk.n_dd": "double dummy (contrast only)",
    "desk.n_total": "declarer's total (ruling)",
    "desk.n_search_total": "declarer's total (this claimer's search)",
    "desk.law": "Law",
    "desk.seats.N": "N",
    "desk.seats.E": "E",
    "desk.seats.S": "S",
    "desk.seats.W": "W",
    "desk.directives.DrawTrumps": "draw trumps",
    "desk.directives.TrumpsOut": "trumps are out",
    "desk.directives.Cash": "cash",
    "desk.directives.Ruff": "ruff",
    "desk.directives.CrossRuff": "cross-ruff",
    "desk.directives.Finesse": "finesse",
    "desk.directives.Drop": "play for the drop",
    "desk.directives.Concede": "concede",
    "desk.directives.PlayCards": "play",
    "desk.directives.RestHigh": "the rest are high",
    "desk.directives.Squeeze": "squeeze or endplay",
    "desk.directives.Conditional": "conditional",
    "desk.hands.hand": "hand",
    "desk.hands.dummy": "dummy",
    # what `hakem claim` prints around the ruling (reports/claim_text.py)
    "claim.record": "board {board} of {file} (record {index})",
    "claim.seat.N": "N",
    "claim.seat.E": "E",
    "claim.seat.S": "S",
    "claim.seat.W": "W",
    "claim.status": "trump {trump}; {leader} led this trick{played}; {to_move} to play; tricks so far NS {ns}, EW {ew}",
    "claim.status.played": " ({cards})",
    "claim.line-not-drawn": "(The award is proved, but the search ran out of time while drawing its line: --seconds gives it more.)",
    "claim.contested-hint": "(--contested: {laws})",
    # a careless slip marked on the critical line (Law 70 footnote), short
    "claim.slip.order": "order",
    "claim.slip.unblock": "unblock",
    "claim.slip.crash": "crash",
    "claim.slip.spot-order": "spot-order",
    "claim.slip.trump-first": "trump-first",
    "claim.slip.ruff": "ruff",
    "claim.slip.discard": "discard",
    # hakem claim: why it cannot judge (cli/claim.py)
    "claim.error.choose": "{file} holds {n} records: choose one with --board N or --index K (boards {boards})",
    "claim.error.no-board": "{file} has no board {board}; its boards: {boards}",
    "claim.error.no-claim.complete": "{label} has no claim: its play is complete; give --cards and --tricks to judge a claim at a point of the play",
    "claim.error.no-claim.none": "{label} has no claim: its play shows none; give --cards and --tricks to judge a claim at a point of the play",
    # how numbers are written (reports/explain/numbers.py): Turkish 1.234,5 and %12,3
    "number.group": ",",
    "number.decimal": ".",
    "number.percent": "{n}%",
    # the batch commands' summary lines (reports/summary.py, cli/parse|report|convert|archive)
    "ui.rulings.one": "{n} ruling",
    "ui.rulings.other": "{n} rulings",
    "ui.irregularities.one": "{n} irregularity",
    "ui.irregularities.other": "{n} irregularities",
    "ui.partitions.one": "{n} partition",
    "ui.partitions.other": "{n} partitions",
    "ui.rows.one": "{n} {table} row",
    "ui.rows.other": "{n} {table} rows",
    "ui.seconds": " ({s} s)",
    "ui.archive.added": "{root}: {partitions} ({replaced} replaced); {summary}",
    "ui.archive.state.added": "added",
    "ui.archive.state.replaced": "replaced",
    "ui.convert.written": "{source} -> {target} ({boards})",
    "ui.convert.lost.one": "{n} thing could not be carried into {to} (listed above)",
    "ui.convert.lost.other": "{n} things could not be carried into {to} (listed above)",
    "ui.convert.strict-hint": "; --strict makes this an error",
    "ui.output": "{output}: {counts}{seconds}",
    # a statistics chart (reports/plot_text.py): whole titles per grouping
    "plot.title.kind": "{what} per {per} boards by kind",
    "plot.title.kind.all": "{what} per {per} boards by kind",
    "plot.title.law": "{what} per {per} boards by law",
    "plot.title.law.all": "{what} per {per} boards by law",
    "plot.title.event": "{what} per {per} boards by event",
    "plot.title.event.all": "{what} per {per} boards by event",
    "plot.title.season": "{what} per {per} boards by season",
    "plot.title.season.all": "{what} per {per} boards by season",
    "plot.title.club": "{what} per {per} boards by club",
    "plot.title.club.all": "{what} per {per} boards by club",
    "plot.dates": "{start} to {end}",
    "plot.xlabel": "findings per {per} boards (whiskers: 95 % Wilson interval)",
    "plot.value": "  {rate} ({share})",
    # hakem stats: where the chart went
    "ui.plot-written": "; plot written to {path}",
    # the report's list of error diagnostics, capped per file
    "html.more-errors": "... and {n} more in this file (hakem check {file} lists them all).",
    # the detector's account of a whole-file pattern (reports/explain/accounts.py); English keeps the detector's own sentence
    "account.what.dealer": "the dealer",
    "account.what.vulnerability": "the vulnerability",
    "account.markings": "{what} differs from Law 2's on {off} of {of} boards",
    "account.markings.also": ", {what} on {off} of {of}",
    "account.joint-shift": "board n carries the dealer and vulnerability of board n+{k} on {off} of {of} boards",
    "account.dealer-turn": "the dealer is Law 2's dealer turned {k} seats clockwise on {off} of {of} boards",
    "account.no-shift": "no fixed shift of the Law 2 cycle explains them",
    "account.declarer": "the auction does not make the recorded declarer on {off} of {of} boards",
    "account.declarer-shift": "starting the auction {k} seats after the dealer reproduces it on {n} of them",
    "account.declarer-later": "starting the auction later reproduces it: {items}",
    "account.declarer-later.item": "{k} seats after the dealer on {n}",
    "account.no-opening-pass": "none of the file's {n} auctions starts with a pass: the passes before the opening bid look left out",
    # ... the same with one seat (Hebrew says 'מושב אחד', not '1 מושבים')
    "account.dealer-turn.one": "the dealer is Law 2's dealer turned 1 seat clockwise on {off} of {of} boards",
    "account.declarer-shift.one": "starting the auction 1 seat after the dealer reproduces it on {n} of them",
    "account.declarer-later.item.one": "1 seat after the dealer on {n}",
    # choices and findings (as markers write them)
    "choice-with-suit": "{verb}:{suit}",
    "verb.accept": "accept", "verb.refuse": "refuse", "verb.become-dummy": "become-dummy",
    "verb.require": "require", "verb.prohibit": "prohibit", "verb.forbid": "forbid",
    "verb.neither": "neither", "verb.highest": "highest", "verb.lowest": "lowest",
    "verb.pick-up": "pick-up", "verb.change-play": "change-play", "verb.keep": "keep",
    "verb.withdraw-card-played-after-the-revoke": "withdraw-card-played-after-the-revoke",
    "verb.none-binding": "none-binding",
    "finding.comparable": "comparable", "finding.not-comparable": "not comparable",
    "finding.artificial": "artificial", "finding.28a": "turn holder obliged to pass (28A)",
    "finding.28b": "turn holder called first (28B)",
    "finding.period-ended": "auction period over (17D1, 17D2)",
    "finding.period-open": "auction period not over (17D3)",
    "finding.27c": "replaced before the director ruled (27C)",
    "finding.not-called": "director not called (9B1a, 10A)",
    "finding.called-late": "director called late (9B1a)",
    "finding.11a": "acted before the director came (11A)",
    "finding.law7": "irregular procedure (Law 7)",
    "finding.57c2": "dummy played first (57C2)",
    "finding.deemed-lead": "deemed a lead", "finding.not-lead": "not deemed a lead",
    "finding.deliberate": "deliberate", "finding.inadvertent": "inadvertent",
    "finding.67a": "noticed in time (67A)", "finding.67b": "noticed late (67B)",
    "finding.faced": "a faced card (64B3)", "finding.after-round": "after the round (64B4-5)",
    "finding.62c3": "corrected under 62C3",
    "finding.in-correction-period": "questioned within the correction period (69B, 71)",
    "finding.after-correction-period": "questioned after the correction period",
    "finding.seen": "the restored card had been seen (67B2)",
    "finding.not-seen": "the restored card had not been seen (67B2)",
    "finding.lost-rights": "dummy had lost his rights (43B)",
    "finding.trump-mentioned": "the claimer mentioned the outstanding trump (70C)",
    "finding.trump-not-mentioned": "the claimer did not mention the outstanding trump (70C)",
    "finding.58b2": "more than one face visible (58B2)", "finding.58b1": "only one face visible (58B1)",
    # who, seen from the offender (Laws 28-32)
    "relation.rho": "his right-hand opponent",
    "relation.partner": "his partner",
    "relation.lho": "his left-hand opponent, after he had already called",
    "relation.lho-first-call": "his left-hand opponent, before he had called at all",
    "relation.own": "his own turn",
    # roles in the play
    "role.declarer": "declarer", "role.dummy": "dummy", "role.defender": "defender",
    "role.player": "player",
    "penalty.major": "major", "penalty.minor": "minor",
    "lead-restriction.prohibit-suit": "prohibit-suit",
    "lead-restriction.require-or-prohibit-suit": "require-or-prohibit-suit",
    "lead-restriction.require-or-prohibit-penalty-card-suit": "require-or-prohibit-penalty-card-suit",
    "lead-restriction.play-highest-or-lowest": "play-highest-or-lowest",
    "lead-restriction.prohibit-other-suit": "prohibit-other-suit",
    "adjustment.assigned": "assigned", "adjustment.weighted": "weighted",
    "adjustment.artificial": "artificial",
    "withdrawal.withdrawn": "withdrawn", "withdrawal.attempted": "attempted",
    "withdrawal.cancelled": "cancelled",
    "exposure.several-cards": "two or more cards", "exposure.premature-lead": "a premature lead",
    "exposure.honour": "an honour",
    # irregularity kinds (as JSON and the reports name them)
    "kind.call-out-of-rotation": "call-out-of-rotation",
    "kind.insufficient-bid": "insufficient-bid",
    "kind.inadmissible-double": "inadmissible-double",
    "kind.call-while-required-to-pass": "call-while-required-to-pass",
    "kind.bid-above-seven": "bid-above-seven",
    "kind.call-after-auction-ended": "call-after-auction-ended",
    "kind.change-of-call": "change-of-call",
    "kind.card-exposed-during-auction": "card-exposed-during-auction",
    "kind.opening-lead-out-of-turn": "opening-lead-out-of-turn",
    "kind.lead-out-of-turn": "lead-out-of-turn",
    "kind.premature-play": "premature-play",
    "kind.exposed-card": "exposed-card",
    "kind.penalty-card": "penalty-card",
    "kind.simultaneous-cards": "simultaneous-cards",
    "kind.fifth-card": "fifth-card",
    "kind.opening-lead-faced": "opening-lead-faced", "kind.card-retracted": "card-retracted",
    "subkind.face-up": "faced at once", "subkind.during-auction": "faced during the auction",
    "subkind.face-down-early": "face down before the auction ended",
    "subkind.47a": "to comply with a rectification (47A)", "subkind.47b": "to correct an illegal play (47B)",
    "subkind.47c": "an unintended designation (47C)", "subkind.47d": "after an opponent's change of play (47D)",
    "subkind.47e": "after misinformation (47E)",
    "kind.revoke": "revoke",
    "kind.defective-trick": "defective-trick",
    "kind.claim": "claim",
    "kind.concession": "concession",
    "kind.director-called": "director-called",
    "kind.result-mismatch": "result-mismatch",
    "kind.score-mismatch": "score-mismatch",
    "kind.contract-mismatch": "contract-mismatch",
    "kind.dealer-inconsistent": "dealer-inconsistent",
    "kind.vulnerability-inconsistent": "vulnerability-inconsistent",
    "kind.duplicate-card": "duplicate-card",
    "kind.missing-cards": "missing-cards",
    "kind.markings-pattern": "markings-pattern",
    "kind.auction-seat-pattern": "auction-seat-pattern",
    "kind.play-record-pattern": "play-record-pattern",
    "subkind.double-without-bid": "double without bid",
    "subkind.double-of-own-side": "double of own side",
    "subkind.double-of-doubled-bid": "double of doubled bid",
    "subkind.double-of-redoubled-bid": "double of redoubled bid",
    "subkind.redouble-without-double": "redouble without double",
    "subkind.redouble-of-redoubled-bid": "redouble of redoubled bid",
    "subkind.redouble-of-own-side-double": "redouble of own side double",
    "subkind.major": "major", "subkind.minor": "minor", "subkind.missing": "missing",
    "subkind.extra": "extra", "subkind.unintended": "unintended",
    "subkind.change-of-mind": "change of mind", "subkind.simultaneous": "simultaneous",
    "subkind.premature-lead": "premature lead", "subkind.dummy": "dummy",
    "subkind.defender": "defender", "subkind.declaring-side": "declaring side",
    "subkind.passed-out": "passed out", "subkind.declarer-all": "declarer takes all",
    "subkind.defenders-all": "defenders take all", "subkind.split": "split",
    # Law 17D without ^S (laws3, issue 17)
    "finding.turn-skipped": "a turn skipped, the auction apparently over (17D3, 34)",
    # Law 82C: what the table applied (ruled-option=)
    "table-action.no-rectification": "no rectification", "table-action.pass-once": "a pass at partner's next turn",
    "table-action.barred": "a bar on partner for the rest of the auction",
    "table-action.lead-restriction": "a lead restriction", "table-action.penalty-card": "a penalty card",
    "table-action.cancelled": "the cancellation of the call or card",
    "table-action.trick-transfer": "a trick transfer", "table-action.adjusted-score": "an adjusted score",
    # claim desk additions (issue 21): the cards at the claim entered directly
    "desk.enter_remaining": 'or enter the cards remaining at the claim',
    "desk.remaining": 'Cards each player holds (S.H.D.C)',
    "desk.lead": 'On lead to the current trick',
    "desk.current": 'Cards on the current trick (the lead first)',
    "desk.won_ns": 'Tricks won by NS',
    "desk.won_ew": 'Tricks won by EW',
    "desk.use_remaining": 'Use these cards',
    "desk.no_play_record": ('No play record: '
                           'the cards were entered as they lay at the claim, so no suit is known to be void by earlier plays (Law 70E1).'),
}

SENTENCES: dict[str, Entry] = {
    # --- effects, one line each (tables, the HTML report) --------------------------
    "effect.must-pass.next-turn": "{player} must pass at his next turn ({law})",
    "effect.must-pass.whole-auction": "{player} must pass for the rest of the auction ({law})",
    "effect.lead-restriction": "lead restriction on {on}: {kind} ({law})",
    "effect.lead-restriction.suits": "lead restriction on {on}: {kind} {suits:slash} ({law})",
    "effect.penalty-card": "{kind} penalty card {card} of {owner} ({law})",
    "effect.option": "{holder} may choose {choices:slash} ({law})",
    "effect.option.chosen": "{holder} may choose {choices:slash}, chose {chosen} ({law})",
    "effect.trick-transfer": Plural("tricks", {"one": "{tricks} trick to {to} ({law})",
                                               "other": "{tricks} tricks to {to} ({law})"}),
    "effect.adjusted-score": "{kind} adjusted score ({law})",
    "effect.unauthorized-information": "unauthorized information for {seats} ({law})",
    "effect.watch": "end-of-board check {law}: {note}",
    "effect.cancel.call": "cancel {call} ({law})",
    "effect.cancel.call-and-later": "cancel {call} and every later call ({law})",
    "effect.cancel.card": "cancel {card} ({law})",
    "effect.cancel.card-of": "cancel {card} of {by} ({law})",
    "effect.cancel.card-trick": "cancel {card} played to trick {trick} ({law})",
    "effect.cancel.card-of-trick": "cancel {card} played by {by} to trick {trick} ({law})",
    "effect.cancel": "cancel ({law})",
    "effect.restore": "{card} back to {owner} ({law})",
    "effect.no-rectification": "no rectification ({law})",
    "effect.no-rectification.because": "no rectification ({law}): {reason}",

    # --- Law 16C, 72C, 23C, 27D (law16_72_ui) -------------------------------------
    "law16.ui.call": "{offender}'s {how} {call}",
    "law16.ui.some-call": "{offender}'s {how} call",
    "law72c.watch": "could the offender have known the irregularity would be likely to damage "
                    "the non-offending side? adjust at the end if it did",
    "law23c.watch": "after the comparable replacement: could the result well have been "
                    "different without the help of the infraction? then adjust (12C1(b))",
    "law23c.watch.call": "after the comparable replacement ({call}): could the result well have "
                         "been different without the help of the infraction? then adjust (12C1(b))",
    "law27d.watch": "after the correction: could the result well have been different without the "
                    "help of the insufficient bid? then adjust (12C1(b))",
    "law27d.watch.call": "after the correction ({call}): could the result well have been different "
                         "without the help of the insufficient bid? then adjust (12C1(b))",

    # --- Law 23: the comparable call (law23_comparable) ---------------------------
    "law23.ask": "is {replacement} comparable with the withdrawn {withdrawn} (Law 23A)?",
    "law23.ask.hint": "is {replacement} comparable with the withdrawn {withdrawn} (Law 23A)? "
                      "({hint})",
    "law23.ask.unknown-replacement": "is the replacement call comparable with the withdrawn "
                                     "{withdrawn} (Law 23A)?",
    "law23.hint.same-call": "the same call; comparable if it means the same in its new position",
    "law23.hint.pass-withdrawn": "a pass out of turn denies opening values; a limited call may be "
                                 "a subset of that",
    "law23.hint.pass-replaces": "a pass seldom has a meaning within that of a bid or double",
    "law23.hint.same-denomination": "same denomination; compare the strength and length each call "
                                    "shows",
    "law23.hint.different": "different calls; comparable only if the meaning or purpose is the "
                            "same or narrower",

    # --- Laws 9-11, 29A: acceptance (law09_11_procedure) ---------------------------
    "law29.accepted-by-calling-over": "{lho} called {call} over it (call {number}), accepting it",
    "law29.marker-says-accepted": "a marker says it was accepted",
    "law29.record-ends-before-anyone-called": "the record ends before anyone called over it",
    "law29.not-in-record": "the call is not in the record: it was cancelled",
    "law29.marker-contradicted": "a marker says the call was not accepted, but it stands in the "
                                 "record and {lho} called over it: that is acceptance (29A/27A1)",

    # --- forced passes followed through the record (auction_follow) ----------------
    "auction.pass-not-needed": "the auction ended before {player} had another turn (Law {law} "
                               "needed no pass from him)",
    "auction.record-stops-before-turn": "the record stops before {player}'s next turn",
    "auction.called-when-obliged": "{player} called {call} at call {number} although Law {law} "
                                   "obliged him to pass: a new irregularity (Law 37)",
    "law37.ask.broke-obligation": "{player}'s {call} at call {number} broke the obligation to "
                                  "pass ({law}): rule on it under Law 37",
    "auction.cancelled-for-pass": "{player} called {call} at call {number} although Law {law} "
                                  "obliged him to pass; it was cancelled for a pass (Law 37)",
    "auction.passed-next-turn": "{player} passed at his next turn as Law {law} required "
                                "(call {number})",
    "auction.passed-every-turn": Plural("turns", {
        "one": "{player} passed at his one remaining turn as Law {law} required (call "
               "{number})",
        "other": "{player} passed at each of his {turns} remaining turns as Law {law} required "
                 "(call {number})"}),
    "auction.later-turns-unknown": "the record stops before the auction ended: later turns unknown",

    # --- Law 26: lead restrictions (law26_lead_restrictions) -----------------------
    "law26.pending": "if {side} defend, declarer may prohibit one of {suits} at {partner}'s first "
                     "turn to lead (the offender's bids read as natural; artificial calls may "
                     "specify other suits, 29C)",
    "law26.pending.require-or-prohibit": "if {side} defend, declarer may require or prohibit one "
                                         "of {suits} at {partner}'s first turn to lead (the "
                                         "offender's bids read as natural; artificial calls may "
                                         "specify other suits, 29C)",
    "law26.passed-out": "the board was passed out: Law 26 has nothing to restrict",
    "law26.offenders-declare": "{side} declare {contract}: Law 26 does not apply (no lead "
                               "restriction)",
    "law26.every-suit-specified": "{offender} specified every suit in the legal auction: Law 26B "
                                  "leaves nothing to prohibit",
    "law26.at-opening-lead": "{side} defend {contract} by {declarer}: at the opening lead, "
                             "declarer {declarer} may prohibit one of {suits} (26B) (the "
                             "offender's bids read as natural; artificial calls may specify "
                             "other suits, 29C)",
    "law26.at-opening-lead.require-or-prohibit": "{side} defend {contract} by {declarer}: at the "
                                                 "opening lead, declarer {declarer} may require or "
                                                 "prohibit one of {suits} (26B) (the offender's "
                                                 "bids read as natural; artificial calls may "
                                                 "specify other suits, 29C)",
    "law26.at-first-lead": "{side} defend {contract} by {declarer}: at {partner}'s first turn to "
                           "lead, declarer {declarer} may prohibit one of {suits} (26B) (the "
                           "offender's bids read as natural; artificial calls may specify other "
                           "suits, 29C)",
    "law26.at-first-lead.require-or-prohibit": "{side} defend {contract} by {declarer}: at "
                                               "{partner}'s first turn to lead, declarer "
                                               "{declarer} may require or prohibit one of {suits} "
                                               "(26B) (the offender's bids read as natural; "
                                               "artificial calls may specify other suits, 29C)",
    "law26.declarer-chose": "declarer chose: {verb} {suit}",
    "law26.require-is-director-error": "2017 Law 26B as amended lets declarer only prohibit: "
                                       "requiring a suit is a director's error (Law 82C)",
    "law26.led-against-choice": "{partner} led a {suit} against declarer's choice: a new "
                                "irregularity for the director",
    "law26.led-respecting-choice": "{partner} led a {suit}, respecting declarer's choice",
    "law26.led-option-unknown": "{partner} led a {suit}; the record does not say whether "
                                "declarer used his option",

    # --- the replacement call (auction_replacement: Laws 23, 27B, 30-32) ------------
    "replacement.judged-comparable": "the TD judged {call} comparable: no further rectification "
                                     "({law}); {review} review at the end",
    "replacement.judged-not-comparable.once": "the TD judged {call} not comparable: {partner} must "
                                              "pass once ({law})",
    "replacement.judged-not-comparable.barred": "the TD judged {call} not comparable: {partner} is "
                                                "barred for the rest of the auction ({law})",
    "replacement.record-lacks-next-turn": "the record does not show {partner}'s next turn",
    "replacement.record-lacks-rest-of-auction": "the record does not show the rest of the auction",
    "replacement.complied-either-way": "so the table complied whatever the TD decides about "
                                       "comparability",
    "replacement.if-not-comparable": "if not comparable: {step}",

    # --- Law 27: the insufficient bid (law27_insufficient_bid) ----------------------
    "law27.ask.which-bid": "which bid was insufficient, and whose (Law 27)?",
    "law27.unknown": "An insufficient bid, but the record does not say whose or which.",
    "law27.also-out-of-rotation": "The insufficient bid was also out of rotation, so Law 31 "
                                  "applies first (27A2).",
    "law27.accepted-reason": "accepted by the offender's LHO: treated as legal",
    "law27.accepted": "{offender}'s insufficient {call} was accepted by {lho}, who called over "
                      "it: it is treated as a legal bid and the auction continues (27A1; Law 11A, "
                      "acting before calling the director forfeits rectification).",
    "law27.ask.accepted": "did {lho} accept the insufficient {call} (27A1)?",
    "law27.if-accepted": "{lho} accepts it",
    "law27.must-replace": "{offender}'s {call} is insufficient and was not accepted, so he must "
                          "replace it with a legal call. {lowest}, the lowest sufficient bid in "
                          "the same denomination, or a comparable call (23A) cures it with no "
                          "further rectification (27B1; 27D review at the end). Any other call "
                          "bars {partner} for the rest of the auction (27B2; a double or redouble "
                          "is cancelled first, 27B3), and 26B and 72C may apply.",
    "law27.marker-disagrees": "the marker says {call}, the record shows {recorded} at call "
                              "{number}; hakem follows the marker",
    "law27.replaced": "{offender} replaced it with {call} (call {number})",
    "law27.replaced-by-marker": "{offender} replaced it with {call} (marker)",
    "law27.ask.same-denomination": "do {call} and {replacement} specify the same denomination(s) "
                                   "(27B1(a))? one of them is marked artificial",
    "law27.if-lowest-sufficient": "{lowest} is the lowest sufficient bid specifying the same "
                                  "denomination",
    "law27.if-comparable": "the replacement is comparable (23A)",
    "law27.if-other-replacement": "any other replacement: {partner} must pass for the rest of "
                                  "the auction",
    "law27.16c2-does-not-apply": "16C2 does not apply",
    "law27.lowest-cures": "{call} is the lowest sufficient bid in the same denomination: no "
                          "further rectification (27B1(a)); both bids read as natural",
    "law27.insufficient-again": "{call} is insufficient again: {lho} may accept it; if not, it is "
                                "dealt with as in 27B3 (27B4)",

    # --- Laws 30-32: calls out of rotation, not accepted (law30_32_rotation) --------
    "law30.marker-disagrees": "the marker says {offender} replaced it with {call}, but the record "
                              "shows {recorded} at call {number}; hakem follows the marker",
    "law30.called-at-proper-turn": "{offender} called {call} at his proper turn (call {number})",
    "law30.replaced-by-marker": "{offender}'s replacement was {call} (marker); the record does not "
                                "show it",
    "law30.record-stops-before-proper-turn": "the record stops before {offender}'s proper turn",
    "law30.comparable-reason": "comparable replacement: no further rectification; 16C2 does not "
                               "apply and there is no lead restriction (26A)",
    "law30.if-comparable": "{call} is comparable with the withdrawn {withdrawn} (23A)",
    "law30.if-comparable.unknown-call": "the offender's call is comparable with the withdrawn "
                                        "{withdrawn} (23A)",
    "law30.if-not-comparable": "{call} is not comparable with the withdrawn {withdrawn}",
    "law30.if-not-comparable.unknown-call": "the offender's call is not comparable with the "
                                            "withdrawn {withdrawn}",
    "law30.a.rule": "Law 30A: {offender} must pass at his next turn. {partner} may call freely, "
                    "but the withdrawn pass is unauthorized information to him (16C2); 72C may "
                    "apply.",
    "law30.b1.rule": "Law 30B1: {partner} may make any legal call at his turn (the withdrawn pass "
                     "is unauthorized information to him, 16C2). At his proper turn {offender} may "
                     "make any legal call: if it is comparable with the pass (23A) there is no "
                     "further rectification; if not, {partner} must pass once at his next turn, "
                     "and 16C, 26B and 72C may apply.",
    "law31.b.rule": "Law {law}B: {partner} may make any legal call at his turn (the withdrawn "
                    "{call} is unauthorized information to him, 16C2). At his proper turn "
                    "{offender} may make any legal call: if it is comparable with {call} (23A) the "
                    "auction continues without rectification; if not, {partner} must pass once, "
                    "at his next turn, and 16C, 26B and 72C may apply.",
    "law31.a.rule": "Law {law}A: if {rho} passes, {offender} must repeat his {call} ({law}A1). If "
                    "{rho} calls, {offender} may make any legal call: comparable with {call} "
                    "(23A), no further rectification; not comparable, {partner} must pass once, at "
                    "his next turn, and 16C, 26B and 72C may apply.",
    "law31.rho-called": "{rho} called {call} at his turn (call {number})",
    "law31.record-stops-before-rho": "the record stops before {rho}'s call",
    "law31.if-rho-passes": "{rho} passes: {offender} must repeat {call}",
    "law31.repeated-call-stands": "the repeated call stands if it is legal",
    "law31.record-stops-before-repeat": "the record stops before {offender} repeated his call",
    "law31.repeated": "{offender} repeated {call} (call {number})",
    "law31.did-not-repeat": "{offender} called {called} (call {number}) instead of repeating "
                            "{call} as Law {law}A1 requires: the director must rule on it",
    "law31.ask.rho-passed": "did {rho} pass at his turn? (31A1/32A1 against 31A2/32A2)",

    # --- Laws 28-29: out of rotation? accepted? (law28_29_rotation) ----------------
    "law29.ask.who-and-what": "who called out of rotation, and what (Laws 28-32)?",
    "law29.unknown": "A call out of rotation, but the record does not say whose or which call.",
    "law28.at-turn": "{offender} called {call} when it was {turn}'s turn ({relation}).",
    "law28.at-turn-of-another": "{offender} called {call} when it was {turn}'s turn (another "
                                "player).",
    "law28a.obliged-reason": "{turn} was obliged to pass",
    "law28a.in-rotation": "{turn} was obliged to pass at that turn, so the call counts as made in "
                          "rotation (28A): no rectification.",
    "law32.inadmissible-cannot-be-accepted": "A double or redouble out of rotation that Law 19 "
                                             "does not permit cannot be accepted (32, 36).",
    "law29a.accepted-reason": "accepted by {lho}",
    "law29a.accepted": "{lho} called over {offender}'s {call} made out of rotation, accepting it: "
                       "the call stands, the auction continues as though it had been in rotation, "
                       "and there is no rectification (29A; acting before calling the director "
                       "forfeits it, 11A).",
    "law29a.also-insufficient": "{call} was also insufficient; the same call over it accepts it "
                                "(27A1)",
    "law29.ask.accepted": "did {lho} accept the call (29A)?",
    "law29.if-accepted": "{lho} calls over it: accepted",
    "law29.if-not-accepted": "not accepted: it is cancelled and Laws 30-32 apply",
    "law28b.no-law26": "Law 26 does not apply",
    "law28b.turn-holder-called": "{turn}, whose turn it was, called before the director ruled: "
                                 "his call is in rotation, {offender}'s {call} is cancelled and "
                                 "the auction goes on as if it had not been made (28B). There is "
                                 "no lead restriction (26 does not apply), but the cancelled call "
                                 "is unauthorized information to {partner} (16C2).",
    "law29.ask.whose-turn": "whose turn was it when the call was made (Laws 30-32 differ by "
                            "seat)?",
    "law29b.whose-turn-unknown": "{offender}'s {call} was made out of rotation and not accepted: "
                                 "it is cancelled (29B); the record does not say whose turn it "
                                 "was.",
    "law28.ask.own-turn": "the record places this call at the offender's own turn: was it really "
                          "out of rotation?",
    "law28.own-turn": "The record puts the call at the caller's own turn.",
    "law32.also-inadmissible": "The double or redouble was inadmissible as well, so Law 36 deals "
                               "with it (32).",
    "law29b.cancelled": "{lho} did not accept it, so it is cancelled and the auction goes back to "
                        "{turn} (29B).",
    "law30c.artificial-pass": "The pass was artificial, so Law 31 applies, not 30 (30C).",

    # --- Laws 33-34 (law33_34) -------------------------------------------------------
    "law33.simultaneous": "{offender}'s call was simultaneous with the call of the player whose "
                          "turn it was, so it counts as made after it: a call out of rotation "
                          "(Law 33).",
    "law34.auction-resumes": "the auction simply resumes",
    "law34.retained-call": "{offender}'s pass out of rotation took {missed}'s turn away, and the "
                           "passes that followed seemed to end the auction. Three passes with one "
                           "out of rotation do not end it (34, 17D3): while the auction period "
                           "lasts it goes back to {missed}, the passes after his missed turn are "
                           "cancelled (16C applies to them, {offender} being the offender) and the "
                           "auction proceeds normally.",
    "law34.never-had-turn": "the record ends the auction there: {missed} never had his turn; the "
                            "director should have reopened the auction",

    # --- Law 25: changes of call (law25_change_of_call) ------------------------------
    "law25.ask.who": "who changed his call, and from what to what (Law 25)?",
    "law25.unknown": "A change of call, but the record does not say who made it.",
    "law25.via-call-at-lho-turn": "{offender} had already called, so his call at his left-hand "
                                  "opponent's turn is an attempt to change his last call ({via}): "
                                  "Law 25 applies.",
    "law25a.replaces-before-partner-calls": "{substitute} replaces it before partner calls",
    "law25.if-unintended": "{original} was unintended (25A)",
    "law25b1.accepted": "{lho} accepted {substitute}",
    "law25.if-change-of-mind": "a change of mind (25B): {lho} may accept {substitute}; if not, "
                               "{original} stands",
    "law25.rule": "Law 25: if {offender}'s {original} was a slip (not a change of mind), he may "
                  "replace it with {substitute} until his partner calls, with no rectification "
                  "(25A). A change of mind may be accepted by {lho}; otherwise {original} stands "
                  "and {substitute} is withdrawn: unauthorized information to his side (16C), and "
                  "26B may apply (25B).",
    "law25.ask.unintended": "was {offender}'s {original} unintended (a mechanical slip, 25A)?",
    "law25.record-shows-standing": "the record shows {call} standing for {offender}",
    "law25b1.substitute-stands": "{substitute} stands: {lho} accepted the change (25B1)",
    "law25b2.original-stands": "{original} stands, the attempted {substitute} withdrawn (25B2)",

    # --- Law 24: a card exposed during the auction (law24_exposed_card) -------------
    "law24.ask.which-cards": "which card(s) were exposed, and by whom (Law 24)?",
    "law24.unknown": "A card was exposed during the auction, but the record does not say which "
                     "or whose.",
    "law24.ui.exposed-cards": "{offender}'s exposed {cards:space}",
    "law24a.single-spot-card": "a single card below honour rank, not led",
    "law24a.rule": "{offender} exposed the {cards:space} during the auction: a single card below "
                   "honour rank, so there is no rectification in the auction (24A); it stays face "
                   "up until the auction ends and is unauthorized information to {partner}.",
    "law24bc.rule": "{offender} exposed the {cards:space} during the auction ({why}): {partner} "
                    "must pass at his next turn ({law}); the cards stay face up until the auction "
                    "ends; 72C may apply.",
    "law24.if-defender": "{offender} becomes a defender: every exposed card is a penalty card",
    "law24.if-declaring-side": "{offender} becomes declarer or dummy: the cards are picked up",
    "law24.declaring-side-no-penalty": "no penalty card for the declaring side",
    "law24.defends": Plural("count", {
        "one": "{offender} defends: {cards} a {kind} penalty card (Law 50)",
        "other": "{offender} defends: {cards} each a {kind} penalty card (Law 50)"}),
    "law24.declaring-side": "{offender} is on the declaring side: the cards go back to his hand",

    # --- Laws 35-39: inadmissible calls (law35_39_inadmissible) ----------------------
    "law36.ask.who": "an inadmissible double or redouble: the record does not say who made the "
                     "call",
    "law36.unknown": "an inadmissible double or redouble; hakem cannot rule without knowing the "
                     "offender.",
    "law37.ask.who": "a call by a player required to pass: the record does not say who made the "
                     "call",
    "law37.unknown": "a call by a player required to pass; hakem cannot rule without knowing the "
                     "offender.",
    "law38.ask.who": "a bid above seven: the record does not say who made the call",
    "law38.unknown": "a bid above seven; hakem cannot rule without knowing the offender.",
    "law39.ask.who": "a call after the auction ended: the record does not say who made the call",
    "law39.unknown": "a call after the auction ended; hakem cannot rule without knowing the "
                     "offender.",
    "law36.inadmissible": "{offender}'s {call} is inadmissible ({case}). It can never be accepted "
                          "(35A, 36).",
    "law36.inadmissible.law19": "{offender}'s {call} is inadmissible (not permitted by Law 19). "
                                "It can never be accepted (35A, 36).",
    "law36.stood-to-end": "It stood until the auction ended, so it is cancelled and the contract "
                          "is scored as though it had not been made.",
    "law36.contract-without-it": "the record keeps it to the end of the auction; the contract is "
                                 "{contract}",
    "law36a.rule": "{lho} called over it before the director ruled: it and every later call are "
                   "cancelled, {offender} makes any legal call, and there is no further "
                   "rectification (16C applies).",
    "law36a.called-over-before-director": "{lho} called {call} over it (call {number}) before the "
                                          "director was called",
    "law36a.marker-says-called-over": "a marker says it was accepted before the director was "
                                      "called",
    "law36.record-ends-with-it": "the record ends with it: if the director is called now, 36B "
                                 "applies",
    "law36b.rule": "It is cancelled; {offender} substitutes a legal call and {partner} must pass "
                   "whenever it is his turn (36B); 26B and 72C may apply.",
    "law36b.substituted": "{offender} substituted {call} (call {number})",
    "law37b.rule": "{offender} called {call} although obliged to pass, and {lho} called over it "
                   "before the director ruled: that call and every later call stand; any "
                   "remaining obligation to pass still binds (37B).",
    "law37b.lho-called-first": "LHO called before rectification",
    "law37a.rule": "{offender} called {call} although the law obliged him to pass: the call is "
                   "cancelled and a pass substituted, and both {offender} and {partner} must pass "
                   "at every later turn (37A); 26B and 72C may apply.",
    "law37.record-shows-pass": "the record shows {call} in its place",
    "law37.record-shows-call": "the record shows {call} in its place: it should be a pass",
    "law38.rule": "{offender}'s {call} can never be played (38A): it and every later call are "
                  "cancelled and a pass substituted; {offender} and {partner} must pass at every "
                  "later turn (38B-C); 26B and 72C may apply.",
    "law38.rule.lho-called": "{offender}'s {call} can never be played (38A): it and every later "
                             "call are cancelled and a pass substituted; {offender} and {partner} "
                             "must pass at every later turn (38B-C); 26B and 72C may apply, but "
                             "not 26B, since LHO had called over it.",
    "law38.record-shows": "the record shows {call} in its place",
    "law39b.16c-applies": "16C applies to the cancelled call",
    "law39b.defender-pass": "{offender}'s {call} came after the final pass: it is cancelled; a "
                            "pass by a defender brings no further rectification (39B), but 16C "
                            "applies.",
    "law39b.declaring-side": "{offender}'s {call} came after the final pass: it is cancelled; a "
                             "call by the declaring side brings no further rectification (39B), "
                             "but 16C applies.",
    "law39b.passed-out": "{offender}'s {call} came after the final pass: it is cancelled; after a "
                         "passed-out board it brings no further rectification (39B), but 16C "
                         "applies.",
    "law39b.defender": "{offender}'s {call} came after the final pass: it is cancelled, and as "
                       "{offender} will defend, declarer may have a 26B lead restriction (39B).",
    "law39.ask.role": "is the offender a future defender (26B may apply) or on the declaring side "
                      "(no rectification)? the auction is incomplete in the record",
    "law39.if-defends": "the offender will defend and the call was not a pass",
    "law39.if-declares": "the offender's side declares, or the call was a pass",
    "law39.cancelled": "{offender}'s {call} came after the final pass: it is cancelled (39).",

    # --- following the play (play_follow) ------------------------------------------
    "play.trick-led-by-another": "trick {trick} was led by {leader}, not {expected} as the ruling "
                                 "expected",
    "play.lead-unknown": "trick {trick}: the lead is unknown",
    "play.led-against-choice": "trick {trick}: {leader} led {card} although declarer chose "
                               "{choice} ({law}); a revoke under Law 61A if it stood (Law 64 "
                               "applies)",
    "play.led-respecting-choice": "trick {trick}: {leader} led {card}, respecting {choice} ({law})",
    "play.record-ends-before-lead": "the record ends before {leader} leads",

    # --- Laws 53, 60A: was the lead accepted (law59_60) -----------------------------
    "law53.accepted-as-recorded": "accepted (as recorded)",
    "law53.accepted-as-recorded.by": "accepted by {by} (as recorded)",
    "law53.refused-as-recorded": "not accepted (as recorded)",
    "law53.refused-as-recorded.by": "not accepted by {by} (as recorded)",
    "law53.acceptance-unknown": "the record does not show whether the lead was accepted",
    "law60a.played-to-it": "accepted: {seat} played to it (53A, 60A1)",
    "law53.record-stops-after-lead": "the record stops after the irregular lead",
    "law53.retracted": "not accepted: the record shows {leader} leading trick {trick}",

    # --- Laws 48-52: exposed cards and penalty cards (law49_52_penalty_cards) -------
    "law50b.several-cards-major": "the owner has two or more penalty cards: all are major (50B, "
                                  "51)",
    "law50b.honour-major": "{card} is an honour: major (50B)",
    "law50b.deliberate-major": "{card} was exposed deliberately: major (50B)",
    "law50b.inadvertent-minor": "{card} is a spot card exposed inadvertently: minor (50B)",
    "law50b.spot-card": "{card} is a spot card: minor if exposed inadvertently, major if "
                        "deliberately (50B)",
    "law50b.marked-minor-but": "marked minor, but {reason}",
    "law50b.marked": "marked {kind}; {reason}",
    "law50.card-unknown": "trick {trick}: a card is unknown",
    "law50d2.option-arose": "trick {trick}: {partner} gained the lead with {card} on the table; "
                            "declarer's 50D2 option arose (the record does not say which)",
    "law50d2.led-against-choice": "trick {trick}: {partner} led {led} although declarer chose "
                                  "{choice} (50D2); a revoke under Law 61A if it stood",
    "law50d2.led-respecting-choice": "trick {trick}: {partner} led {led} respecting {choice} "
                                     "(50D2); {card} was picked up",
    "law50d2.let-lead-anything": "trick {trick}: declarer let {partner} lead anything (50D2c); "
                                 "{card} stays a penalty card",
    "law50d1.played-penalty-card": "trick {trick}: {owner} played the penalty card {card}",
    "law50.not-held": "the record does not show {owner} holding {card} at trick {trick}",
    "law51a.played-other-penalty-card": "trick {trick}: {owner} played his other penalty card "
                                        "{card} (51A: declarer designates)",
    "law50d1.not-played": "trick {trick}: {owner} played {played} when the major penalty card "
                          "{card} was legally playable (50D1); declarer may accept the card or "
                          "require the penalty card (Law 52), and no trick is transferred for it "
                          "(64B3)",
    "law50c.spot-card-first": "trick {trick}: {owner} played the spot card {played} before the "
                              "minor penalty card {card} (50C); Law 52 applies",
    "law50.never-played": "the record never shows {card} played",
    "law50.record-ends-before-played": "the record ends before {card} is played",
    "law50e.ui.major": "{card} seen as a penalty card (only the obligation to play it is "
                       "authorized)",
    "law50e.ui.minor": "{card} seen as a penalty card",
    "law49.ask.which": "which card was exposed, and by whom?",
    "law49.unknown": "An exposed card: the record does not say whose or which card.",
    "law48a.declarers-card": "declarer's or dummy's card",
    "law48a.exposed-not-penalty": "{owner} is on the declaring side: an exposed card is not a "
                                  "penalty card (48A); it stays in the hand.",
    "law50.ask.which": "which card, and whose?",
    "law50.unknown": "A penalty card: the record does not say whose or which card.",
    "law48a.only-defenders": "{owner} is on the declaring side: only a defender can have a "
                             "penalty card (48A, 50A).",
    "law49.penalty-card": "{owner}'s {card}, exposed outside normal play, is a penalty card (49).",
    "law50.penalty-card": "{owner}'s {card} is a penalty card.",
    "law50b.ask.deliberate": "was {card} exposed deliberately (major) or inadvertently (minor)? "
                             "(50B)",
    "law52.ask.accepted": "Law 52: did declarer accept the card played instead of the penalty "
                          "card? If not, it is substituted and the card illegally played becomes "
                          "a major penalty card",
    "law50d.rule": "it must be played at the first legal opportunity (50D1), and when {partner} "
                   "gains the lead declarer may require or prohibit {suit} (50D2)",
    "law50c.rule": "{owner} may not play another spot {suit} before it (50C)",
    # play-period additions (issue 17)
    "law50d1.played-same-trick": "{owner} played {card} to trick {trick}, the trick it was exposed "
                                 "on (50D1): it stopped being a penalty card there, so declarer has "
                                 "no lead option",
    "law50.class-and-rule": "{reason:cap}; {rule}.",
    "law50.class": "{reason:cap}.",
    "law51.also-has": "{owner} also has {cards} (Law 51).",

    # --- Laws 53-56: leads out of turn (law53_56_lead_out_of_turn) -------------------
    "law50d.card-led-becomes-penalty": "the card led becomes a major penalty card (50D).",
    "law50d2.card-went-back": "{card} went back to {offender}'s hand (50D2)",
    "law54d.refused.partner-leads": "{card} becomes a major penalty card ({law}, 50D); {partner} "
                                    "now leads and declarer may require or prohibit {suit} (then "
                                    "{card} is picked up), or let him lead anything, the card "
                                    "staying a penalty card (50D2).",
    "law54d.refused.other-leads": "{card} becomes a major penalty card ({law}, 50D); {proper} "
                                  "leads; {card} stays a major penalty card, and declarer's 50D2 "
                                  "option arises whenever {partner} gains the lead.",
    "law54d.refused.proper-hand-leads": "{card} becomes a major penalty card ({law}, 50D); the "
                                        "proper hand leads; {card} stays a major penalty card, "
                                        "and declarer's 50D2 option arises whenever {partner} "
                                        "gains the lead.",
    "law50d2.declarer-chose": "Declarer chose {choice}.",
    "law54.ask.who": "who faced the opening lead?",
    "law54.unknown": "An opening lead out of turn: the record does not say who led.",
    "law54e.law24-applies": "Law 24 applies to a declaring-side player",
    "law54e.declaring-side-led": "{offender}, of the declaring side, tried to make the opening "
                                 "lead: Law 24 applies (54E); the card goes back, and as "
                                 "{offender} will not defend it is no penalty card. The proper "
                                 "leader leads.",
    "law54.head": "{offender} faced the opening lead ({card}) when {partner} was to lead. "
                  "{presumed}, the presumed declarer, may spread his hand and become dummy (54A), "
                  "accept the lead (54B) or refuse it (54D).",
    "law54.head.no-card": "{offender} faced the opening lead when {partner} was to lead. "
                          "{presumed}, the presumed declarer, may spread his hand and become "
                          "dummy (54A), accept the lead (54B) or refuse it (54D).",
    "law54b.accepted-reason": "lead accepted; declarer plays second from his own hand",
    "law54a.declares": "{declarer} declares; the lead stands",
    "law54a.spread": "He spread his hand: {declarer} declares and the lead stands (54A).",
    "law54a.played-the-hand": "{declarer} played the hand",
    "law53.lead-was": "The lead was {how}: {outcome}",
    "law53.lead-status": "{how:cap}.",
    "law54b.accepted": "dummy is spread and declarer plays second from his own hand (54B).",
    "law54c.ask.saw-dummy": "could the presumed declarer have seen any card of dummy? Then he "
                            "must accept the lead (54C)",
    "law54.if-spread": "presumed declarer spreads his hand (54A)",
    "law54.if-accepted": "lead accepted (54B)",
    "law54.if-refused": "lead refused (54D)",
    "law53.ask.who": "who led out of turn, at which trick?",
    "law53.unknown": "A lead out of turn: the record does not say who led, or when.",
    "law53.led.card-proper": "{offender} led {card} to trick {trick} when {proper} was on lead.",
    "law53.led.card": "{offender} led {card} to trick {trick} out of turn.",
    "law53.led.proper": "{offender} led to trick {trick} when {proper} was on lead.",
    "law53.led": "{offender} led to trick {trick} out of turn.",
    "law53a.stands-reason": "the lead stands; the next hand plays to it",
    "law56.options": "Declarer may accept the lead (53A) or refuse it (56).",
    "law55a.options": "Either defender may accept the lead (53A) or require its retraction; if "
                      "they disagree, {holder}, next in turn, decides (55A).",
    "law55c.watch": "if declarer gains from the information of the withdrawn card, the director "
                    "may adjust (55C)",
    "law55b.wrong-hand": "declarer led from the wrong hand: the card is withdrawn and he leads "
                         "any card from {proper} (55B2).",
    "law55a.back-reason": "the card goes back; no further rectification",
    "law55a.defenders-lead": "it was a defender's lead: the card goes back to its hand without "
                             "rectification (55B1).",
    "law55.trick-led-by": "trick {trick} was led by {leader}",
    "law55.record-ends": "the record ends",
    "law53a.stands": "it stands (53A).",
    "law53.if-accepted": "accepted (53A)",
    "law53.if-refused": "refused",

    # --- Law 57: premature lead or play (law57_premature) ----------------------------
    "law57.ask.who": "who played which card early, at which trick?",
    "law57.unknown": "A premature play: the record does not say by whom, which card or when.",
    "law57c3.declaring-side": "{offender} is on the declaring side: a premature play by declarer "
                              "from either hand is a played card and, if legal, stands (57C3).",
    "law57c1.both-hands-played": "{offender} played {card} before his partner, but declarer had "
                                 "already played from both hands: no rectification (57C1); the "
                                 "card stays played.",
    "law57c2.dummy-first": "Dummy had played or suggested a card first: the defender's play is not "
                           "subject to rectification (57C2).",
    # play-period additions (issue 17) ------------------------------------------------
    "law57c.sequence": "As the director established it, the cards came to trick {trick} in the "
                       "order {sequence}.",
    "law57c2.ask.dummy-own-volition": "did dummy select the card of his own volition (57C2), or "
                                      "had declarer called it?",
    "law57.not-premature": "{partner} had already played when {offender} played {card}: it was not "
                           "played before his partner, and 57A does not apply.",
    "law57a.partner-void": "{partner} has no {suit}, so 'highest' and 'lowest of the suit led' "
                           "cannot apply",
    "law57a.partner-singleton": "{partner} has a single {suit}, which he must play anyway",
    "law57a.partner-must-follow": "{partner} must follow to {suit}, so a ban on another suit would "
                                  "not bind him",
    "law57a3.may-forbid": "declarer may forbid {partner} {suits:or}",
    "law57a1.may-require-highest-or-lowest": "declarer may require {partner}'s highest or lowest "
                                             "{suit}",
    "law57b.nothing-binds": "none of declarer's options would bind {partner} (57B, 59)",
    "law57a.rule": "{offender} played {card} before {partner} had played to trick {trick}: {card} "
                   "is a major penalty card (57A, 50D); {offer}.",
    "law57a.rule.why": "{offender} played {card} before {partner} had played to trick {trick}: "
                       "{card} is a major penalty card (57A, 50D); {why:semicolon}; {offer}.",
    "law57a.declarer-chose": "Declarer chose {choice}.",
    "law57.ui.played-early": "{card} played early",
    "law57a.respected": "trick {trick}: {partner} played {card}, respecting declarer's choice "
                        "{choice} (57A)",
    "law57a.violated": "trick {trick}: {partner} played {card} although declarer chose {choice} "
                       "(57A); a revoke under Law 61A if it stood",
    "law10c1.ask.options-explained": "declarer chose {choice}, which does not bind {partner} "
                                     "here: were the binding options explained (Law 10C1)?",
    "law57d1.legal-reason": "legal card, played in turn",
    "law57d.ui.shown-early": "{card} shown early",
    "law57d1.legal": "{offender} played {card} before his right-hand opponent: the card is legal, "
                     "so it is played at his proper turn; no penalty card (57D1), though partner "
                     "may not use the information (16C).",
    "law57d2.illegal": "{offender} played {card} before his right-hand opponent, and it could not "
                       "legally be played to this trick: a major penalty card (57D2).",

    # --- Law 58: simultaneous cards (law58_simultaneous) ------------------------------
    "law58.ask.which": "which cards were visible, and whose?",
    "law58.unknown": "Simultaneous cards: the record does not say whose or which cards.",
    "law58b1.one-visible": "Only {card} of {offender}'s cards was visible: it is played, the "
                           "others go back without rectification (58B1).",
    "law58b2.ask.designated": "which card did the offender designate (58B2)?",
    "law58b2.not-designated": "{offender} showed {cards} together: he designates the card he "
                              "plays (58B2); the record does not say which.",
    "law58b2.defender": Plural("count", {
        "one": "{offender} showed {cards} together and plays {played} (58B2); as a defender his "
               "other visible card becomes a penalty card: {others} (50B).",
        "other": "{offender} showed {cards} together and plays {played} (58B2); as a defender his "
                 "other visible cards become penalty cards: {others} (50B)."}),
    "law58b2.penalty-card-of-kind": "{card} ({kind})",
    # play-period additions (issue 17) ------------------------------------------------
    "law58b.ask.faces-visible": "of {cards}, could more than one face be seen (58B2), or only one "
                                "(58B1)?",
    "law58b3.chose": "{holder}, who had played after the withdrawn card, chose to {choice} (58B3).",
    # --- Laws 41 and 47 (law41_47_lead_and_retraction; issue 17) -----------------------
    "law41.ask.who": "whose opening lead, and which card (41)?",
    "law41a.faced-not-face-down": "{offender} faced his opening lead {card:none=a-card} at once "
                                  "instead of leading face down (41A): the lead stands and "
                                  "nobody loses the right to ask questions (41B); no "
                                  "rectification.",
    "law41.during-auction": "{offender} faced {card:none=a-card} as an opening lead before the "
                            "auction had ended (41): a card exposed during the auction, Law 24. "
                            "{partner} must pass at his next turn (24B); the card stays face up "
                            "until the auction ends.",
    "law41a.face-down-early": "{offender} put a lead face down before the auction had ended: it "
                              "goes back to his hand (41A) and the auction continues; that a "
                              "lead was ready is unauthorized information to {partner} (16C).",
    "law41.ui.lead-ready": "{offender} had a lead ready",
    "law41.ask.when": "when and how was the opening lead faced: face up at once (41A), during "
                      "the auction (24), or face down too early (41A)?",
    "law41.if-face-up": "faced at once instead of face down",
    "law41.if-during-auction": "faced during the auction",
    "law41.if-face-down-early": "face down before the auction ended",
    "law47.ask.who": "who took back which card (47)?",
    "law47.permitted": "{offender} took back {card:none=a-card}, as the laws allow ({law}): no "
                       "rectification.",
    "law47b.defender": "{offender} took back {card} to correct an illegal play (47B): a "
                       "defender's card so withdrawn is a penalty card (49, 50B).",
    "law47b.declaring-side": "{offender} took back {card:none=a-card} to correct an illegal play "
                             "(47B): it is replaced without rectification.",
    "law47f.stays-played": "{offender} took back {card:none=a-card} with no law allowing it: a "
                           "played card stays played (47F).",
    "law47.ask.why": "why was {card:none=a-card} taken back: a case 47A-E allows, or none (then "
                     "it stays played, 47F)?",
    "law47.if-permitted": "taken back as 47A-E allow",
    "law47.if-not-permitted": "no law allowed it",
    "law47.ui.withdrawn-card": "the withdrawn {card}",
    "law69b71.correction-period-over": "Attention came after the correction period: the "
                                       "agreement and the concession stand (69B, 71).",
    "law69b71.in-correction-period": "Attention came within the correction period, so 69B and "
                                     "71 may still act.",
    "law9.attention-by": "Attention was drawn by {seat}.",
    "law9a4.dummy-drew-attention": "Dummy {dummy} drew attention to it during the play, which "
                                   "dummy may not do (9A4, 43A1(b)); the revoke is rectified all "
                                   "the same.",
    "law9a4.dummy-drew-attention.when-unknown": "Dummy {dummy} drew attention to it: after the "
                                                "play he may (9A4); during it he may not "
                                                "(43A1(b)). Either way the revoke is rectified.",
    "law9a4.ask.during-play": "did dummy {dummy} draw attention before the play ended (9A4)?",
    "law90.ask.procedural-penalty": "does dummy {dummy}'s remark deserve a procedural penalty "
                                    "(Law 90)?",
    "law43b.lost-rights": "Dummy {dummy}, who had lost his rights, was the first to draw "
                          "attention to {offender}'s revoke: no rectification (43B); play goes "
                          "on as if it had not happened.",
    "law43b.watch": "if the defenders gained from the revoke, the director adjusts their score "
                    "only (43B)",
    "law61a.breach.transfer": "{player} broke that requirement at trick {trick}: a revoke (61A), "
                              "established when his side played on (63A): {tricks} trick(s) to "
                              "{to} ({law}: {basis}).",
    "law61a.breach.no-transfer": "{player} broke that requirement at trick {trick}: a revoke "
                                 "(61A), established when his side played on (63A); no trick is "
                                 "transferred ({law}: {basis}).",
    "law62c1.chose": "{holder}, who had played after the revoke, chose to {choice} (62C1).",
    "law58b2.declaring-side": "{offender} ({role}) showed {cards} together and plays {played} "
                              "(58B2); the others go back to the hand.",

    # --- Laws 61-64: revokes (law61_64_revoke) ----------------------------------------
    "law64.later-tricks": Plural("count", {"one": "trick {tricks}", "other": "tricks {tricks}"}),
    "law64.later-tricks-and-claim": Plural("count", {
        "one": "trick {tricks} and {claimed} by the claim",
        "other": "tricks {tricks} and {claimed} by the claim"}),
    "law64.claim-tricks": "{claimed} by the claim",
    "law64b3.dummy": "dummy's revoke: a failure to play a faced card",
    "law64b3.faced-card": "a failure to play a card faced on the table (a penalty card)",
    "law64b4.late": "attention drawn only after the next board was called or the round ended "
                    "(64B4-5)",
    "law64b8.corrected-62c3": "corrected under 62C3",
    "law64b2.second-revoke": "a second revoke in {suit} by {offender} (the first was on trick "
                             "{first})",
    "law64b2.second-revoke.suit-unknown": "a second revoke in the suit by {offender} (the first "
                                          "was on trick {first})",
    "law64b6.trick-12": "a revoke on trick 12 is corrected under 62D instead",
    "law64b7.both-sides": "both sides revoked on this board",
    "law64b1.won-neither": "{side} won neither the revoke trick {trick} (won by "
                           "{winner:none=nobody}) nor any later trick",
    "law64a1.revoker-won": "revoke trick {trick} won by the revoker {offender}; {side} also won "
                           "{later}",
    "law64a1.revoker-won.no-later": "revoke trick {trick} won by the revoker {offender}; {side} "
                                    "won no later trick",
    "law64a2.partner-won": "revoke trick {trick} won by {winner}, the revoker's partner",
    "law64a2.side-won": "revoke trick {trick} won by {winner}, the revoker's side",
    "law64a2.won-later": "revoke trick {trick} won by {winner:none=nobody}; {side} won {later}",
    "law64.capped": Plural("room", {
        "one": "{basis}; capped: {side} won only {room} more trick from trick {first} on",
        "other": "{basis}; capped: {side} won only {room} more tricks from trick {first} on"}),
    "law62d.correction": "with {card13} played to trick 12 and {card12} to trick 13 (other cards "
                         "unchanged) {winner12} wins trick 12 and {winner13} trick 13",
    "law61.ask.who": "who revoked, on which trick?",
    "law61.unknown": "A revoke: the record does not say by whom or on which trick.",
    "law64c.watch.if-stood": "equity check if the revoke stood",
    "law63a.undecided": "{offender}'s revoke on trick {trick}: the record ends before it could be "
                        "established (63A). If attention was drawn now it is corrected (62); if "
                        "it stood, Law 64 applies.",
    "law62.if-corrected": "corrected before establishment (62)",
    "law63a.if-established": "established (63A)",
    "law63a.ask.noticed-before": "was the revoke noticed before it was established (63A)?",
    "law62b1.corrected": "{offender}'s revoke on trick {trick} is corrected (62A): {card} is "
                         "withdrawn and becomes a major penalty card (62B1); a legal card is "
                         "substituted.",
    "law62b2.replaced-reason": "declarer's or dummy's card is replaced",
    "law62b2.corrected": "{role:cap}'s revoke on trick {trick} is corrected (62A): the card is "
                         "replaced by a legal one without further rectification (62B2).",
    "law62d2.partner-may-not-use": "On trick 12 the offender's partner may not use what the "
                                   "revoke card showed (62D2).",
    "law63.who": "{offender}",
    "law63.who.role": "{role:cap} {offender}",
    "law64b4.assumed-in-time": "assumed: attention was drawn before the next board was called "
                               "and before the round ended (64B4-5)",
    "law63a.established.transfer": Plural("tricks", {
        "one": "{who}'s revoke on trick {trick} is established (63A): {tricks} trick to {to} at "
               "the end of play ({law}: {basis}).",
        "other": "{who}'s revoke on trick {trick} is established (63A): {tricks} tricks to {to} "
                 "at the end of play ({law}: {basis})."}),
    "law63a.established.no-transfer": "{who}'s revoke on trick {trick} is established (63A); no "
                                      "trick is transferred ({law}: {basis}).",
    "law62d.correction-line": "62D correction: {correction}; declarer would take {tricks} tricks "
                              "instead of {before}",
    "law62d1.if-before-hands-returned": "discovered before all four hands were returned to the "
                                        "board (62D1)",
    "law64b6.if-later": "discovered later: the result stands (64B6)",
    "law62d.must-still-correct": "It must still be corrected if found before the hands went back "
                                 "into the board (62D).",
    "law64c2a.watch": "a repeated revoke: if the non-offenders would likely have taken more tricks "
                      "without it, the director adjusts (64C2a)",
    "law64c2b.watch": "both sides revoked: the director restores the result as if neither revoke "
                      "had occurred (64C2b)",
    "law64c1.watch": "if the transfer does not make up the non-offenders' damage, the director "
                     "assigns an adjusted score (64C1)",

    # --- Law 67: defective tricks (law67_defective_trick) -----------------------------
    "law67.unknown": "A defective trick: the record does not say whose or which trick.",
    "law67.ask.which": "which trick is defective, and whose card count is wrong (67B)?",
    "law67a.noticed-in-time": "noticed before a player of each side had played to the next trick "
                              "(67A)",
    "law67b.noticed-late": "noticed after both sides had played to trick {next} (67B)",
    "law67.missing-or-extra-unknown": "A defective trick {trick} by {offender}, {when}: the record "
                                      "does not say whether a card is missing or one too many.",
    "law67b.ask.missing-or-extra": "did the offender play no card or too many (67B)?",
    "law67b1a.held-suit": "{offender} held {suit} but gave {card} to trick {trick} (67B1a "
                          "requires a card of the suit led)",
    "law67b1a.gave-suit": "{offender} gave {card} to trick {trick}: a card of the suit led, as he "
                          "had one (67B1a)",
    "law67b1b.gave-any": "{offender} gave {card} to trick {trick}: any card, having none of the "
                         "suit led (67B1b)",
    "law67b1.trick-stays": "trick {trick} stays with {winner} (the card added does not change it)",
    "law67a1.supplies": "{offender} played no card to trick {trick}, {when}: he supplies a card he "
                        "can legally play; no further rectification.",
    "law67b1.as-64a2": "as under 64A2: {basis}",
    "law67b1.transfer": "one trick goes to {side} at the end of play ({basis})",
    "law67b1.tricks-unknown": "the tricks won are unknown",
    "law67b1.no-transfer": "no trick is transferred ({basis})",
    "law67b1.watch-64c": "as for any revoke, equity if the transfer does not compensate (64C)",
    "law67b1.deemed-revoke": "{offender} played no card to trick {trick}, {when}: he places "
                             "{card:none=a-card} among his played cards for that trick (it does "
                             "not change who won it) and is deemed to have revoked there (67B1); "
                             "{transfer}.",
    "law67a2.extra": "{offender} contributed more than one card to trick {trick}, {when}: Law 58B "
                     "(several cards played together) or 45E (a fifth card) applies.",
    "law67a2.ask.58b-or-45e": "were the cards played together (58B) or was one a fifth card to "
                              "the trick (45E)?",
    "law67b2b.failed-to-follow": "trick {trick}: {offender} failed to follow while holding a "
                                 "restored card: a revoke, ruled under Law 64 (67B2b)",
    "law67b2.restored-card-seen": "{cards} had been seen by {offender}'s partner: a penalty card "
                                  "(67B2, 50B).",
    "law67b2.if-restored-card-seen": "a restored card of the defender was seen (it becomes a "
                                     "penalty card, 67B2)",
    "law67b2.restored": "{offender} contributed more than one card to trick {trick}, {when}: "
                        "{cards:none=extra-cards} go back to his hand, the card faced when he "
                        "played stays, and the trick keeps its winner (67B2a); a restored card "
                        "counts as held all along, so failing to play it earlier may be a revoke "
                        "(67B2b).",

    # --- Law 45E: a fifth card (law41_45_card_played) ----------------------------------
    "law45e.unknown": "A fifth card to a trick: the record does not say whose or which card.",
    "law45e.ask.which": "which card, by whom?",
    "law45e2.declaring-side": "{offender} ({role}) contributed {card} as a fifth card: no "
                              "rectification unless the director deems it a lead, when Law 55 "
                              "applies (45E2).",
    "law45e2.ask.deemed-lead": "did the director deem it a lead (then Law 55)?",
    "law45e1.defender": "{offender} contributed {card} as a fifth card to trick {trick}: unless the "
                        "director deems it a lead (then 53 or 56), it becomes a penalty card "
                        "(45E1); {reason}.",
    "law45e1.deemed-lead": "{offender}'s fifth card {card} was deemed a lead: Law 53 (accepted) or "
                           "56 (refused: a major penalty card) applies (45E1).",
    "law45e1.if-deemed-lead": "deemed a lead (45E1)",
    "law45e1.rule-as-lead": "rule as a lead out of turn",
    "law45e1.ask.deliberate": "was the fifth card exposed deliberately? A spot card is a minor "
                              "penalty card only if exposed inadvertently (50B)",

    # --- the end of the hand: result and score (play_outcome) -------------------------
    "result.passed-out": "passed out",
    "result.made": Plural("tricks", {"one": "{contract} {diff:made} ({tricks} trick)",
                                     "other": "{contract} {diff:made} ({tricks} tricks)"}),
    "result.made-by": Plural("tricks", {
        "one": "{contract} by {declarer} {diff:made} ({tricks} trick)",
        "other": "{contract} by {declarer} {diff:made} ({tricks} tricks)"}),
    "result.as-played": "Result {result}.",
    "result.as-played.scored": "Result {result}, NS {score:signed}.",
    "result.after-transfers": Plural("moved", {
        "one": "Result {before}; after {moved} transferred trick: {after}.",
        "other": "Result {before}; after {moved} transferred tricks: {after}."}),
    "result.after-transfers.scored": Plural("moved", {
        "one": "Result {before} (NS {score_before:signed}); after {moved} transferred trick: "
               "{after}, NS {score_after:signed}.",
        "other": "Result {before} (NS {score_before:signed}); after {moved} transferred tricks: "
                 "{after}, NS {score_after:signed}."}),

    # --- the record against itself (record_rules) --------------------------------------
    "law79.result-mismatch": "The recorded trick count does not match the play. If the players "
                             "agreed a wrong count, the director corrects it when the error comes "
                             "to light within the correction period (Law 79C).",
    "law79.result-mismatch.detail": "The recorded trick count does not match the play ({detail}). "
                                    "If the players agreed a wrong count, the director corrects "
                                    "it when the error comes to light within the correction "
                                    "period (Law 79C).",
    "law79.result-mismatch.count": "The recorded trick count does not match the play (the play "
                                   "gives declarer {played} tricks, [Result] says {recorded}). "
                                   "If the players agreed a wrong count, the director corrects "
                                   "it when the error comes to light within the correction "
                                   "period (Law 79C).",
    "law79.result-mismatch.count-agreed": "The recorded trick count does not match the play (the "
                                          "play gives declarer {played} tricks, [Result] says "
                                          "{recorded} (agreed by the players, Law 69)). If the "
                                          "players agreed a wrong count, the director corrects "
                                          "it when the error comes to light within the "
                                          "correction period (Law 79C).",
    "law79c.watch.result": "correct the recorded result if the play record is right",
    "law79c.ask.which-right": "is the play record or the recorded result right?",
    "law79.score-mismatch": "The recorded score is not the Law 77 score of the contract and "
                            "result; a scoring error is corrected within the correction period "
                            "(Law 79C).",
    "law79.score-mismatch.detail": "The recorded score is not the Law 77 score of the contract "
                                   "and result ({detail}); a scoring error is corrected within "
                                   "the correction period (Law 79C).",
    "law79.score-mismatch.points": "The recorded score is not the Law 77 score of the contract "
                                   "and result ({contract} by {declarer} with {result} tricks "
                                   "scores NS {expected} (Law 77); [Score] says {recorded}); a "
                                   "scoring error is corrected within the correction period "
                                   "(Law 79C).",
    "law79c.watch.score": "correct the score",
    "law22.contract-mismatch": "The recorded contract or declarer is not what the auction "
                               "produced. The auction decides the contract (Law 22); correct the "
                               "record.",
    "law22.contract-mismatch.detail": "The recorded contract or declarer is not what the auction "
                                      "produced ({detail}). The auction decides the contract (Law "
                                      "22); correct the record.",
    "law22.contract-mismatch.contract": "The recorded contract or declarer is not what the "
                                        "auction produced ([Contract] is {recorded}, the auction "
                                        "ends in {auction}). The auction decides the contract "
                                        "(Law 22); correct the record.",
    "law22.contract-mismatch.declarer": "The recorded contract or declarer is not what the "
                                        "auction produced ([Declarer] is {recorded}, the auction "
                                        "makes {auction} declarer). The auction decides the "
                                        "contract (Law 22); correct the record.",
    "law22.ask.which-wrong": "which is wrong: the auction record or the contract?",
    "law2.dealer": "The recorded dealer is not the one Law 2 gives this board number. At the "
                   "table the board's own markings govern: check the board. If the board was "
                   "mismarked, the result stands as played (the director may adjust if a player "
                   "was misled).",
    "law2.vulnerability": "The recorded vulnerability is not the one Law 2 gives this board "
                          "number. At the table the board's own markings govern: check the board. "
                          "If the board was mismarked, the result stands as played (the director "
                          "may adjust if a player was misled).",
    "law2.ask.dealer": "was the dealer at the table the recorded one?",
    "law2.ask.vulnerability": "was the vulnerability at the table the recorded one?",
    "law2.file-pattern": "The boards of this file do not carry the dealer and vulnerability Law 2 "
                         "gives their numbers. This is how the file was made, not an irregularity "
                         "at a table; at the table the board's own markings govern (Law 2). Check "
                         "the file's source before scoring from it.",
    "law2.file-pattern.detail": "The boards of this file do not carry the dealer and vulnerability "
                                "Law 2 gives their numbers ({detail}). This is how the file was "
                                "made, not an irregularity at a table; at the table the board's own "
                                "markings govern (Law 2). Check the file's source before scoring "
                                "from it.",
    "law17a.file-pattern": "The auctions of this file do not start from the seat that makes the "
                           "recorded declarer. The dealer calls first (Law 17A) and the declarer "
                           "is the player of the declaring side who first named the final strain "
                           "(Law 22): the file, not the table, has the auction or the declarer "
                           "wrong. Check the file's source before scoring from it.",
    "law17a.file-pattern.detail": "The auctions of this file do not start from the seat that makes "
                                  "the recorded declarer ({detail}). The dealer calls first (Law "
                                  "17A) and the declarer is the player of the declaring side who "
                                  "first named the final strain (Law 22): the file, not the table, "
                                  "has the auction or the declarer wrong. Check the file's source "
                                  "before scoring from it.",
    "law68.file-pattern": "The play records of this file stop short of the end, or do not replay, "
                          "on a large share of its boards. A claim is what a player states or does at the "
                          "table (Law 68); where such a record stops is where its author stopped "
                          "writing, or a position nobody can rebuild, so no claim is judged from "
                          "those stops: their results stand as scored. Check the file's source "
                          "before judging a claim from it.",
    "law68.file-pattern.broken": "The play does not replay on {broken} of the {plays} boards with "
                                 "play: it gives a card to a player who does not hold it.",
    "law68.file-pattern.early": "The play stops within {tricks} tricks on {early} of the {plays} "
                                "boards with play.",
    "law68.file-pattern.stops": "{stops} of those plays stop with a [Result] that needs more tricks: "
                                "they are not judged as claims.",
    "law68.file-pattern.kept": "{kept} other stops, on boards whose play replays, are judged as "
                               "claims one by one.",
    "law68.claim-not-judged": "This claim is only inferred from where the play record stops, and "
                              "the records of this file stop short on a large share of its boards: it is "
                              "not judged (see the finding about the whole file).",
    "law13.fouled": "The deal does not hold 52 different cards. A board found with an incorrect "
                    "number of cards or a missing card is corrected (Laws 13-14); when the play "
                    "cannot be scored normally the director awards an artificial adjusted score.",
    "law13.if-unscorable": "if the board cannot be scored",
    "law13.ask.where-fouled": "was the board fouled at the table or only in the record?",

    # --- claims and concessions (claim_rules) ------------------------------------------
    "claim.analysis-off": "Claim recorded; claim analysis is switched off.",
    "claim.ask.no-position": "the claim cannot be analysed: {reason}",
    "claim.no-position": "The record does not give a position to judge the claim from; the "
                         "director rules on the statement and the hands.",
    "claim.claimed": Plural("left", {
        "one": "{claimer} claimed {claimed} of the last trick.",
        "other": "{claimer} claimed {claimed} of the last {left} tricks."}),
    "claim.conceded": Plural("conceded", {
        "one": "{claimer} conceded {conceded} of the last {left} tricks.",
        "other": "{claimer} conceded {conceded} of the last {left} tricks."}),
    "claim.double-dummy": "Double dummy the claiming side takes {dd}.",
    "claim.double-dummy-bounds": "Double dummy the claiming side takes between {low} and {high}.",
    "law70.upheld": "The claim is upheld: every normal line takes {claimed} (Law 70).",
    "law70.reduced": Plural("lost", {
        "one": "Awarded {awarded}: on the worst normal line {lost} trick goes to the opponents "
               "(Law 70A).",
        "other": "Awarded {awarded}: on the worst normal line {lost} tricks go to the opponents "
                 "(Law 70A)."}),
    "law70.worst-line": "the worst normal line takes {awarded}",
    "law71.restored": Plural("back", {
        "one": "Awarded {awarded}: {back} conceded trick that no normal line loses is restored "
               "(Law 71B).",
        "other": "Awarded {awarded}: {back} conceded tricks that no normal line loses are "
                 "restored (Law 71B)."}),
    "law71.no-normal-line-loses": "no normal line loses them",
    "law70.director-decides": "The search could not finish: a normal line gives between {low} and "
                              "{high}; the director decides (Law 70).",
    "claim.ask.search-capped": "the normal-line search was capped: between {low} and {high} "
                               "tricks",
    "law70.class-of-player": Plural("slips", {
        "one": "Class of player: {klass} ({slips} careless slip allowed in a normal line); the "
               "best normal line takes {best:none=unknown}.",
        "other": "Class of player: {klass} ({slips} careless slips allowed in a normal line); the "
                 "best normal line takes {best:none=unknown}."}),
    "law70.class-of-player-only": Plural("slips", {
        "one": "Class of player: {klass} ({slips} careless slip allowed in a normal line).",
        "other": "Class of player: {klass} ({slips} careless slips allowed in a normal line)."}),
    "law69a.stands": "The agreed claim stands (Law 69A).",
    "law69b.exceeds-dd": "The claim of {claimed} was agreed, but double dummy the claiming side "
                         "takes only {dd}: the opponents would likely have won a trick and may "
                         "withdraw their agreement within the correction period (Law 69B).",
    "law69b.watch.exceeds-dd": "the claim of {claimed} is more than double dummy ({dd}): the "
                               "opponents may withdraw their agreement",
    "law71.conceded-winner": Plural("restorable", {
        "one": "{restorable} of the {conceded} conceded tricks is one no normal line loses: the "
               "concession of it is cancelled if raised within the correction period (Law 71B).",
        "other": "{restorable} of the {conceded} conceded tricks are ones no normal line loses: "
                 "their concession is cancelled if raised within the correction period "
                 "(Law 71B)."}),
    "law71.watch": Plural("tricks", {
        "one": "{tricks} conceded trick no normal play could lose",
        "other": "{tricks} conceded tricks no normal play could lose"}),
    "law70.slip": Plural("cost", {
        "one": "Trick {trick}: {seat} plays {card} instead of {natural:or}: {kind} (careless, "
               "Law 70 footnote); it costs {cost} trick.",
        "other": "Trick {trick}: {seat} plays {card} instead of {natural:or}: {kind} (careless, "
                 "Law 70 footnote); it costs {cost} tricks."}),
    "law71.finesse": Plural("cost", {
        "one": "Trick {trick}: {seat} finesses with {card} instead of playing {natural:or}: normal "
               "play that may lose, so the conceded trick could be lost (Law 71); it costs {cost} "
               "trick.",
        "other": "Trick {trick}: {seat} finesses with {card} instead of playing {natural:or}: "
                 "normal play that may lose, so the conceded tricks could be lost (Law 71); it "
                 "costs {cost} tricks."}),
    "law70c.slip": Plural("cost", {
        "one": "The {trump} trump is outstanding and not mentioned (Law 70C): at trick {trick} "
               "{seat} plays {card} before drawing it; it costs {cost} trick.",
        "other": "The {trump} trump is outstanding and not mentioned (Law 70C): at trick {trick} "
                 "{seat} plays {card} before drawing it; it costs {cost} tricks."}),
    "law70c.slip-no-statement": Plural("cost", {
        "one": "No statement about trumps: the {trump} trump is outstanding (Law 70C); at trick "
               "{trick} {seat} plays {card} before drawing it; it costs {cost} trick.",
        "other": "No statement about trumps: the {trump} trump is outstanding (Law 70C); at "
                 "trick {trick} {seat} plays {card} before drawing it; it costs {cost} tricks."}),
    "law70.slip-kind.order": "a careless order of cashing",
    "law70.slip-kind.unblock": "a failure to unblock",
    "law70.slip-kind.crash": "a crashed honour",
    "law70.slip-kind.spot-order": "a careless order within a suit",
    "law70.slip-kind.70c": "a side winner cashed before the unmentioned trump is drawn",
    "law70.slip-kind.trump-first": "drawing trumps when a ruff was needed",
    "law70.slip-kind.ruff": "ruffing with the wrong trump, or discarding instead of ruffing",
    "law70.slip-kind.discard": "a careless discard",
    "law70.slip-kind.other": "a careless play ({rule})",
    "claim.line-trick": "{number}. {plays} (won by {winner})",
    "law70c.ask.trump-lead-before-claim": "the last trick before the claim was a trump lead: is the "
                                          "claimer's awareness of the trump still out evident "
                                          "(WB 8.70.4)?",
    "law70c.ask.unaware": "an opponent holds a trump ({trumps}) the statement does not mention: "
                          "the claimer is taken to be at all likely unaware of it; if the director "
                          "finds him aware, the award is {alternative:none=unchanged}",
    "law70c.ask.unaware-open": "an opponent holds a trump ({trumps}) the statement does not "
                               "mention: the claimer is taken to be at all likely unaware of it; "
                               "the director decides whether he was",
    "law70d2.partner-not-bound": "a defender's claim: partner is not bound by the statement and "
                                 "any normal play by partner is considered",
    "law70d1.ask.squeeze-endplay": "the statement relies on '{clause}': accepted only as an "
                                   "explicit line; the director decides",
    "law70a.conditional": "conditional statement '{clause}': doubtful points go against the "
                          "claimer",
    "law70.ask.search-limit": "the search stopped after {nodes} positions: the award lies between "
                              "{low} and {high}; the director decides",
    "law71.ask.not-searched": "the concession is below double dummy ({dd}); with {left} tricks "
                              "left hakem does not search whether a normal line loses the "
                              "conceded tricks: the director judges",
    "law71.ask.search-limit": "whether a normal line loses the conceded tricks was not settled "
                              "within {nodes} positions",
    "claim.ask.other": "a point for the director ({code})",
    "law70b1.ask.not-understood": "statement clause not understood: '{clause}' (the director "
                                  "reads it)",
    "law70b.trumps-at-notrump": "The statement speaks of trumps or ruffing, but the contract is "
                                "notrump.",
    "law70c.trumps-not-out": "The statement says the trumps are out, but {holder:none=an opponent} "
                             "holds {cards} (Law 70C: the claimer was unaware of it).",
    "law70b.card-not-held": "The statement names {cards}, which the claiming side does not hold.",
    "law70b.suit-not-held": "The statement plays {suit:none=a suit} the claiming side does not hold.",
    "law70b.cannot-ruff": "The statement ruffs, but neither hand of the claiming side holds a "
                          "trump.",
    "law70b.concede-own-card": "The statement concedes a trick to {cards}, which the claiming "
                               "side holds.",
    "law70b.statement-problem": "The statement contradicts the hands ({code}).",

    # --- the engine ----------------------------------------------------------------------
    "law9b.director-called": "The director was called here (Law 9B); the ruling is on the "
                             "irregularity recorded with it.",
    "engine.ask.no-rule": "hakem has no rule for '{kind}' yet: the director must rule",
    "engine.no-rule": "{kind}: hakem does not rule on this kind yet; see Law {laws}.",
    "engine.ask.rule-failed": "hakem failed to rule ({error}): the director must rule",
    "engine.rule-failed": "hakem could not rule on this {kind}: {error}",

    # === auction-period additions (issue 17) ==============================================
    # --- Law 28B: the turn holder called first (law28_29_rotation) -----------------------
    "law28b.turn-holder-call": "{turn} called {call} at his turn (call {number}): that call "
                               "stands in rotation (28B)",
    "law28b.turn-holder-call-not-recorded": "the record does not show {turn}'s call after the "
                                            "withdrawn one",
    "law28b.record-shows-another-caller": "the record shows {player}, not {turn}, calling at "
                                          "call {number}",
    "law28b.ask.turn-holder-called": "did {turn}, whose turn it was, really call before the "
                                     "director ruled (28B)?",
    # --- Law 17D: a skipped turn, the auction apparently over (law17d_skipped_turn) -------
    "law17d.apparently-passed-out": "{offender}'s pass out of rotation took {missed}'s turn away, "
                                    "and the board seemed passed out although {missed} never "
                                    "called. The auction has not ended (17D3): while the auction "
                                    "period lasts it goes back to {missed}, the later passes are "
                                    "cancelled (16C applies to them, {offender} being the "
                                    "offender) and the auction proceeds normally.",
    "law17d1.lead-faced": "But the opening lead had been faced, so the auction period was over "
                          "(17D1): the auction cannot be reopened for {missed} and the contract "
                          "stands.",
    "law17d1.period-ended": "the auction period ended when the opening lead was faced",
    "law17d2.hands-returned": "But all four hands had been returned to the board, so the auction "
                              "period was over (17D2): the auction cannot be reopened for "
                              "{missed} and the board stays passed out.",
    "law17d2.period-ended": "the auction period ended when the hands went back to the board",
    "law17d2.ask.hands-returned": "had all four hands been returned to the board before attention "
                                  "was drawn (17D2)?",
    "law17d1.ask.lead-faced": "had the opening lead been faced before attention was drawn (17D1)?",
    "law17d.if-period-open": "the auction period had not ended: the auction reverts to {missed}",
    "law17d.if-period-ended": "the auction period had ended: the auction stands as the table left "
                              "it",
    # --- Laws 7, 9, 10, 11: the director called or not (law07_09_11_director) -----------
    "law9b.director-called-by": "The director was called by {caller} (Law 9B); the ruling is on "
                                "the irregularity recorded with it.",
    "law9b1.not-called": "Nobody called the director when attention was drawn to the "
                         "irregularity (9B1a): only the director assesses rectification (10A), so "
                         "what the players settled among themselves has no standing.",
    "law9b1.called-late": "The director was not called at once when attention was drawn to the "
                          "irregularity (9B1a).",
    "law11a.acted-before-director": "The non-offending side acted before summoning the director: "
                                    "it may have forfeited its right to rectification (11A); a "
                                    "procedural penalty remains possible (11B).",
    "law11a.ask.advantage": "did the non-offending side gain from the opponents not knowing "
                            "their rights and obligations (11A)?",
    "law11a.if-advantage": "it gained from their ignorance of the law: that gain is taken away "
                           "(11A)",
    "law11a.split-score": "split score: the non-offending side loses what it gained, the "
                          "offenders keep the table result (11A, 12C1b)",
    "law11a.if-no-advantage": "no such gain: the right to rectification is forfeited and the "
                              "result stands (11A)",
    "law11a.forfeited": "rectification forfeited by acting before the director was summoned",
    "law11b.watch": "even with rectification forfeited, a procedural penalty may be assessed "
                    "(11B, 90)",
    "law7.irregular-procedure": "{offender} broke the procedure for handling boards and cards "
                                "(Law 7): a procedural penalty may be assessed (90).",
    "law90.watch": "a procedural penalty for the breach of procedure (90)?",
    # --- Law 82C: the ruling given at the table (law82c_director_error) ------------------
    "law82c.table-agrees": "The ruling given at the table (Law {table}) agrees with this one.",
    "law82c.table-differs": "The ruling given at the table (Law {table}) differs from this one "
                            "(Law {ours}): if it was a director's error and no rectification lets "
                            "the board be scored normally, the director awards an adjusted score, "
                            "treating both sides as non-offending (82C).",
    "law82c.ask.error": "was the ruling given at the table in error, and can the board no longer "
                        "be scored normally (82C)?",
    "law82c.if-error": "the table ruling was in error and the board cannot be scored normally",
    "law82c.both-non-offending": "adjusted score, both sides treated as non-offending (82C); "
                                 "if no result can be assigned, average plus to both (12C2: "
                                 "{percent} % each at pairs, +{imps} IMPs each at teams)",
    # --- Law 27C: the insufficient bid replaced before the director ruled ----------------
    "law27c.replacement-stands": "{offender} replaced it with {call} before the director ruled: "
                                 "unless LHO accepts the insufficient bid, that replacement "
                                 "stands and is ruled on under 27B (27C).",
    "law27c.replacement-unknown": "{offender} replaced it before the director ruled: unless LHO "
                                  "accepts the insufficient bid, that replacement stands (27C); "
                                  "the record does not show it.",
    # --- Law 26B checked against the lead made (law26_lead_restrictions) -------------------
    "law26b.breach-is-revoke": "{partner} could have complied: a lead against declarer's Law "
                               "26B choice is a revoke (61A, trick {trick}), rectified under "
                               "Laws 63-64",
    "law26b.could-not-comply": "{partner} led a {suit} against declarer's choice, but held "
                               "nothing else that complied: no infraction",
    "law28b.offender-called-freely": "{offender} called {call} at his own turn (call {number}), "
                                     "any legal call being open to him; {partner} must not use the "
                                     "withdrawn call (16C2)",
    # --- Law 37: a breach ruled as its own irregularity (law37_follow_through) -----------
    "law37.ruled-apart": "{player} called {call} at call {number} although Law {law} obliged "
                          "him to pass: ruled on its own as a call while required to pass (Law 37)",
    # --- Law 82C: the table ruling in words (ruled-option=) --------------------------------
    "law82c.table-applied-agrees": "At the table the director applied {action}, as this ruling does.",
    "law82c.table-applied-differs": "At the table the director applied {action}, which this ruling "
                                    "does not apply.",
    "law82c.table-choice-agrees": "At the table the director allowed the choice {choice}, as this "
                                  "ruling does.",
    "law82c.table-choice-differs": "At the table the director allowed the choice {choice}, which "
                                   "this ruling does not offer.",
    # --- Law 11A: the split score in figures (law11a_split_numbers) ----------------------
    "law11a.split-numbers": Plural("gained", {
        "one": "Split score if the gain is taken away (12C1(b)): {acting} lose the {gained} trick "
               "they gained, declarer scored with {adjusted} tricks instead of {tricks}: NS {ns}, "
               "EW {ew}; the offenders keep the table result.",
        "other": "Split score if the gain is taken away (12C1(b)): {acting} lose the {gained} "
                 "tricks they gained, declarer scored with {adjusted} tricks instead of {tricks}: "
                 "NS {ns}, EW {ew}; the offenders keep the table result."}),
    "law11a.need-gain": "For the split score's figures the director states how many tricks the "
                         "side gained (gained=N on the director's marker).",
    "law11a.need-actor": "For the split score's figures the director's marker names the player "
                          "who acted (its first seat).",
    "law11a.need-result": "For the split score's figures the record must give the contract, "
                           "declarer, vulnerability and result.",
    # --- Laws 41 and 47 after a TD's review (laws3, issue 17) --------------------------
    "law41.if-offender-defends": "{offender} defends: the card is a major penalty card (50)",
    "law41.if-offender-declares": "{offender} becomes declarer or dummy: he picks the card up",
    "law47c.defender": "{offender} took back {card:none=a-card} as a slip of designation, but "
                       "that correction is declarer's (45C4(b)): a defender's played card stays "
                       "played (47F).",
    # --- claim desk additions (issue 21): a claim judged from the position entered ------
    "claim.position-entered": Plural("tricks", {
        "one": "Judged from the cards as they lay at the claim, entered by the director (the "
               "last trick, {lead} on lead): there is no play record.",
        "other": "Judged from the cards as they lay at the claim, entered by the director "
                 "({tricks} tricks left, {lead} on lead): there is no play record."}),
    "claim.contested-not-judged": "Contested claim: not judged on this page (Law 70).",
    "claim.ask.judge-at-desk": "judge the contested claim at the claim desk",
    "claim.no-play-record": "With no play record nobody is known to have shown out of a suit, "
                            "so no suit is taken as void from earlier plays (70E1).",
}


def catalogue(fallback: Catalogue | None = None) -> Catalogue:
    return Catalogue("en", SENTENCES, TERMS, plural, ("one", "other"))


__all__ = ["SENTENCES", "TERMS", "catalogue", "plural"]
