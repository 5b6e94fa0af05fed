"""Turkish: every fact key and term in the words of the Turkish TD notes (issue 20;
docs/glossary.md), with the language's rules in code.

What is here: the plural rule (CLDR ``one``/``other``; a noun after a number stays
singular, "2 löve", so a :class:`~.catalogue.Plural` entry may give the same noun in
both forms) and the inflection hook :func:`suffix`: a placeholder written
``{offender:dat}`` renders "Batıya", ``{offender:gen}`` "Doğunun", ``{tricks:ord}``
"5."; :func:`join` says lists with *veya* / *ve*; :data:`TERMS` (seat, suit, call
names, report labels) and :data:`SENTENCES` (one whole sentence per fact key, the keys
of ``en.py``; ``hakem.reports.explain.missing_keys("tr")`` lists any left out).

The seeds write seat names with their suffix and no apostrophe ("Güneyin", "Kuzeye";
docs/glossary.md 2.1): :data:`APOSTROPHE` is that one switch. A number always takes one
("3'e"); bids, cards and suit symbols take a head noun in the sentence instead
("1♦ deklaresine"), never a suffix.

>>> suffix("Batı", "dat"), suffix("Kuzey", "dat"), suffix("Doğu", "gen"), suffix("Güney", "abl")
('Batıya', 'Kuzeye', 'Doğunun', 'Güneyden')
>>> suffix("Batı", "dat", apostrophe=True), suffix("3", "dat"), suffix("4", "acc")
("Batı'ya", "3'e", "4'ü")
"""

from __future__ import annotations

from .catalogue import Catalogue, Entry, Plural

TERMS: dict[str, str] = {
    # seats, sides, suits, cards, calls: seeds' words (docs/glossary.md 3.1-3.3)
    "seat.N": "Kuzey", "seat.E": "Doğu", "seat.S": "Güney", "seat.W": "Batı",
    "side.NS": "Kuzey-Güney", "side.EW": "Doğu-Batı",
    "suit.C": "trefl", "suit.D": "karo", "suit.H": "kör", "suit.S": "pik",
    "card-suit.C": "♣", "card-suit.D": "♦", "card-suit.H": "♥", "card-suit.S": "♠",
    "rank.R2": "2", "rank.R3": "3", "rank.R4": "4", "rank.R5": "5", "rank.R6": "6",
    "rank.R7": "7", "rank.R8": "8", "rank.R9": "9", "rank.T": "10", "rank.J": "J",
    "rank.Q": "Q", "rank.K": "K", "rank.A": "A",
    "card": "{suit}{rank}",
    "bid-strain.C": "♣", "bid-strain.D": "♦", "bid-strain.H": "♥", "bid-strain.S": "♠",
    "bid-strain.NT": "NT",
    "bid": "{level}{strain}",
    "call.PASS": "pas", "call.DOUBLE": "kontur", "call.REDOUBLE": "sürkontur",
    "risk.DOUBLED": " kontur", "risk.REDOUBLED": " sürkontur",
    "contract": "{level}{strain}{risk}",
    "yes": "evet", "no": "hayır", "none": "yok", "unknown": "?",
    # words said for a missing value ({holder:none=opponent-gen}) and a player's class
    "opponent-gen": "rakiplerden birinin", "unchanged": "değişmez",
    "unnamed-suit": "adı verilmemiş bir renk",
    "player-class.expert": "uzman", "player-class.club": "kulüp oyuncusu",
    "player-class.novice": "yeni başlayan",
    "nobody": "bilinmeyen bir oyuncu", "a-card": "bir kart", "extra-cards": "fazla kartlar",
    # short law titles (docs/law-titles.md; sources marked there), for tables
    "law-title.2": "Turnuva bordları", "law-title.9": "Usulsüzlükten sonra yöntem",
    "law-title.10": "Onarmanın belirlenmesi", "law-title.11": "Onarma hakkının yitirilmesi",
    "law-title.12": "Hakemin takdir yetkileri", "law-title.13": "Yanlış sayıda kart",
    "law-title.14": "Eksik kart", "law-title.16": "İzinli ve izinsiz bilgi",
    "law-title.17": "Artırım süreci", "law-title.18": "Deklareler",
    "law-title.19": "Kontur ve sürkonturlar", "law-title.22": "Artırım bittikten sonra yöntem",
    "law-title.23": "Eşdeğer konuşma",
    "law-title.24": "Artırım sırasında görünen veya çıkılan kart",
    "law-title.25": "Yasal ve yasa dışı konuşma değişiklikleri",
    "law-title.26": "Geri alınan konuşma, çıkış kısıtlamaları",
    "law-title.27": "Yetersiz deklare",
    "law-title.28": "Sıra olarak doğru yapılmış sayılan konuşmalar",
    "law-title.29": "Sırasız bir konuşmadan sonra yöntem", "law-title.30": "Sırasız pas",
    "law-title.31": "Sırasız deklare", "law-title.32": "Sırasız kontur ve sürkontur",
    "law-title.33": "Eşzamanlı konuşmalar", "law-title.34": "Konuşma hakkının korunması",
    "law-title.35": "Kabulü olanaksız konuşmalar",
    "law-title.36": "Kabulü olanaksız kontur ve sürkonturlar",
    "law-title.37": "Pas geçme zorunluluğuna aykırı konuşma",
    "law-title.38": "Yediden yüksek deklare", "law-title.39": "Son pastan sonra konuşma",
    "law-title.41": "Oyunun başlaması", "law-title.44": "Oyunun sırası ve yöntemi",
    "law-title.45": "Oynanmış kart", "law-title.47": "Oynanmış kartın geri alınması",
    "law-title.48": "Dekleranın kartlarının görünmesi",
    "law-title.49": "Defans oyuncusunun kartlarının görünmesi",
    "law-title.50": "Cezalı kartın durumu", "law-title.51": "İki veya daha fazla cezalı kart",
    "law-title.52": "Cezalı kartla çıkılmaması veya oynanmaması",
    "law-title.53": "Sırasız çıkışın kabulü", "law-title.54": "Yüzü açık sırasız atak",
    "law-title.55": "Dekleranın sırasız çıkışı",
    "law-title.56": "Defans oyuncusunun sırasız çıkışı",
    "law-title.57": "Defans oyuncusunun zamanından önce çıkışı veya oyunu",
    "law-title.58": "Eşzamanlı çıkış veya oyunlar",
    "law-title.59": "İstenen biçimde çıkamama veya oynayamama",
    "law-title.60": "Yasaya aykırı bir oyundan sonra oyun",
    "law-title.61": "Renge uymamak – rönons ile ilgili araştırmalar",
    "law-title.62": "Rönonsun düzeltilmesi", "law-title.63": "Rönonsun resmileşmesi",
    "law-title.64": "Rönons resmileştikten sonra yöntem",
    "law-title.65": "Lövelerin düzenlenmesi", "law-title.66": "Lövelerin incelenmesi",
    "law-title.67": "Özürlü löve", "law-title.68": "Löve talebi veya terki",
    "law-title.69": "Kabul edilmiş talep veya terk",
    "law-title.70": "İtiraz edilmiş talep veya terk", "law-title.71": "Terkin iptali",
    "law-title.72": "Genel ilkeler", "law-title.77": "Düplike briç skor tablosu",
    "law-title.78": "Skorlama yöntemleri", "law-title.79": "Kazanılan löveler",
    "law-title.81": "Hakem", "law-title.82": "Yöntem hatalarının düzeltilmesi",
    "law-title.85": "Tartışmalı olgular hakkında karar",
    "law-title.7": "Bordun ve kartların denetimi", "law-title.90": "Usul cezaları",
    # what `hakem check` prints around the rulings (reports/check_lines.py)
    "ui.line": "{where}: {label}: {kind}, {who}, {position}",
    "ui.line.no-detail": "{where}: {label}: {kind}, {who}, {position}",
    "ui.nobody": "oyuncu yok",
    "ui.position.auction": "artırım", "ui.position.call": "{number}. konuşma",
    "ui.position.play": "oyun", "ui.position.trick": "{trick}. löve",
    "ui.position.trick-card": "{trick}. löve, {card}. kart", "ui.position.record": "kayıt",
    "ui.laws": "Yasa {laws}",
    "ui.more-rows": "... {n} satır daha (hepsi için --limit 0)",
    "ui.summary": "{files}, {boards}: {table}{rate}, {claim}, {record} (bütün dosyayla ilgili: "
                  "{file_level}; {record_files})",
    "ui.found.table.one": "{n} masa bulgusu", "ui.found.table.other": "{n} masa bulgusu",
    "ui.found.claim.one": "{n} talep bulgusu", "ui.found.claim.other": "{n} talep bulgusu",
    "ui.found.record.one": "{n} kayıt bulgusu", "ui.found.record.other": "{n} kayıt bulgusu",
    "ui.found.record-files.one": "kayıt bulgusu olan dosya: {n}",
    "ui.found.record-files.other": "kayıt bulgusu olan dosya: {n}",
    "ui.read": "{read} okundu, {with_diagnostics} uyarıyla okundu, {rejected} reddedildi{errors}",
    "ui.stats-summary-all": "{files}, {boards}: {total} bulgudan {chosen} bulgu sayıldı",
    "ui.rate": " (1.000 bordda {rate})",
    "ui.claims": "talepler: {recorded} kayıtlı, {analysed} analiz edildi: {stands} kabul edilmiş "
                 "ve geçerli, {above_dd} dört el açıkken alınabilecekten fazlası kabul edilmiş "
                 "(69B), {law71} normal hiçbir oyun tarzında kaybedilmeyecek bir löve terk "
                 "edilmiş (71); itiraz edilen: {upheld} geçerli sayıldı, {reduced} azaltıldı, "
                 "{restored} löve geri verildi, {director} hakeme bırakıldı; {no_position} "
                 "talep için kullanılabilir durum yok (kayıt kusuru); {not_analysed} analiz "
                 "edilmedi; hakemin ele alması gereken: {act}{rate} (yalnızca bunlar usulsüzlük "
                 "sayılır)",
    "ui.stats-summary": "{files}, {boards}: {total} bulgudan {chosen} {names} bulgusu sayıldı",
    "ui.and": " ve ",
    "class.table": "masa", "class.claim": "talep", "class.record": "kayıt",
    "ui.label.board": "bord {board}", "ui.label.file": "dosya",
    "ui.boards.one": "{n} bord", "ui.boards.other": "{n} bord",
    "ui.with-errors": "; {n} hatalı",
    "ui.files.one": "{n} dosya", "ui.files.other": "{n} dosya",
    "ui.records.one": "{n} kayıt", "ui.records.other": "{n} kayıt",
    "ui.unreadable": "{n} okunamayan", "ui.empty": "{n} kayıtsız",
    "ui.accounting": "{files}, {records}: {read} okundu, {with_diagnostics} uyarıyla okundu, "
                     "{rejected} reddedildi{errors}",
    # the HTML report's labels
    "html.title": "hakem karar raporu", "html.title-event": "hakem karar raporu: {event}",
    "html.intro": "hakem {version} · {edition} Briç Yasaları · skorlar Kuzey-Güney açısından · "
                  "DD = dört el açıkken (double dummy)",
    "html.summary": "Özet", "html.files-read": "Okunan dosya", "html.boards": "Bord",
    "html.rulings": "Bulgu", "html.file": "Dosya",
    "html.class-row": "sınıf: {cls}", "html.counted": "Sayılan ({classes})",
    "html.needs-director": "Hakemin değerlendirmesini gerektiren sayılan bulgu",
    "html.classes-note.one": "Sınıflar: <b>masa</b>, masada bir usulsüzlük; <b>talep</b>, bir talep ya da terk (yalnızca itiraz edildiğinde ya da Yasa 69B veya 71 gereğince işaretlendiğinde masada bir olay); <b>kayıt</b>, dosya kendisiyle ya da Yasa 2 ile çelişiyor (bütün bir dosyanın paylaştığı kusur tek bulgudur). Sayılar ve istatistikler {classes} sınıfındandır.",
    "html.classes-note.other": "Sınıflar: <b>masa</b>, masada bir usulsüzlük; <b>talep</b>, bir talep ya da terk (yalnızca itiraz edildiğinde ya da Yasa 69B veya 71 gereğince işaretlendiğinde masada bir olay); <b>kayıt</b>, dosya kendisiyle ya da Yasa 2 ile çelişiyor (bütün bir dosyanın paylaştığı kusur tek bulgudur). Sayılar ve istatistikler şu sınıflardandır: {classes}.",
    "html.input-errors": "Girdi hatası", "html.by-kind": "Sayılanlar, türlerine göre:",
    "html.rates": "(her {per} bordda oranlar:", "html.statistics": "İstatistikler",
    "html.showing": "İlk {shown} karar gösteriliyor; {hidden} karar daha dışa aktarılan "
                    "tablolarda (hakem report --format csv).",
    "html.card-title": "Bord {board}", "html.card-by": "{kind}, {offender}",
    "html.flag": "hakemin değerlendirmesi gerekli", "html.not-known": "(bilinmiyor)",
    # the seeds' diagrams letter the seats K, D, G, B (S000, S001, S003)
    "html.seat-letter.N": "K", "html.seat-letter.E": "D", "html.seat-letter.S": "G",
    "html.seat-letter.W": "B",
    "html.board": "Bord", "html.dealer": "Dağıtıcı", "html.vul": "Zon",
    "html.vul.None": "zonsuz", "html.vul.NS": "K-G zonlu", "html.vul.EW": "D-B zonlu",
    "html.vul.All": "herkes zonlu",
    "html.passed-out": "Pas geçildi", "html.contract-by": "{declarer:gen} {contract} kontratı",
    "html.play": "Oyun ({n} löve)", "html.trick": "Löve", "html.lead": "Çıkış",
    "html.cards-in-order": "Oynanış sırasıyla kartlar", "html.won-by": "Kazanan",
    "html.call": "Konuşma:", "html.card": "Kart:", "html.td-note": "Hakem notu:",
    "html.statement": "Talep açıklaması:", "html.depending": "Olgulara göre:",
    "html.applies": "(uygulanır)", "html.not-applies": "(uygulanmaz)",
    "html.no-further": "başka onarma yok",
    "html.judgements": "Hakemin değerlendirmesi gereken sorular:",
    "html.score-unknown": "K-G skoru bilinmiyor:",
    "html.tricks-score": "Löve {tricks_before} → {tricks_after}; K-G skoru {score_before} → "
                         "{score_after}",
    "html.handviewer": "BBO el görüntüleyicisinde aç",
    "html.desk": "Bu talebi talep masasında değerlendir",
    "html.stats.kind": "Türlerine göre bulgular ({classes})",
    "html.stats.law": "Yasalara göre bulgular ({classes})",
    "html.stats.event": "Turnuvalara göre bulgular ({classes})",
    "html.stats.season": "Sezonlara göre bulgular ({classes})",
    "html.stats.club": "Kulüplere göre bulgular ({classes})",
    "html.more-rows": "{n} satır daha dışa aktarılan tablolarda.",
    "html.plot-alt": "Her {per} bordda bulgular",
    "html.column.kind": "tür", "html.column.law": "yasa", "html.column.event": "turnuva",
    "html.column.season": "sezon", "html.column.club": "kulüp",
    "html.column.irregularities": "usulsüzlük", "html.column.findings": "bulgu",
    "html.column.title": "başlık", "html.column.ci95_low": "%95 alt", "html.column.ci95_high": "%95 üst",
    "html.column.events": "turnuva", "html.column.date_from": "başlangıç", "html.column.date_to": "bitiş", "html.column.boards": "bord",
    "html.column.rate": "{per} bordda", "html.column.share": "pay (%)",
    "html.column.top_kind": "en sık tür",
    "origin.marked": "kayıtta işaretli", "origin.detected": "hakem programı buldu",
    # the session pages' own words (reports/session_report.py, templates/session.html.j2)
    "page.index.title": "hakem oturumları",
    "page.index.session": "Oturum",
    "page.index.file": "Dosya",
    "page.needs_director": "Hakemin değerlendirmesini gerektiren bulgu",
    "page.attention": "Bakılacaklar",
    "page.attention.none": "Bakılacak bir şey yok.",
    "page.attention.table": "Masada",
    "page.attention.table.help": "hakemin karar verdiği usulsüzlükler: sırasız konuşmalar, sırasız çıkışlar ve kartlar, rönonslar, cezalı kartlar",
    "page.attention.claim": "Bakılacak talepler",
    "page.attention.claim.help": "itiraz edilen talepler ve hakemin yeniden açabileceği kabul edilmiş talepler (Yasa 69B, 71); önce açık sorular",
    "page.attention.more": "... ve {n} tane daha, aşağıda kendi bordlarında.",
    "page.attention.ordinary_claims": "Olağan talep ve terkler ({n}; kabul edilip geçerli kalan ya da itiraz edilip onaylanan) burada listelenmedi; kendi bordlarındalar.",
    "page.attention.record": "Kayıt kusurları",
    "page.attention.record.help": "kayıt kendisiyle ya da Yasa 2 ile çelişiyor (sonuç, etiketler, kartlar); masada bir şey olmadı",
    "page.whole_file": "Bütün dosya",
    "page.table_no": "Masa",
    "page.round": "Tur",
    "page.section": "Bölüm",
    "page.room": "Salon",
    "page.pairs": "Çiftler",
    "page.contract": "Kontrat",
    "page.result": "Löve",
    "page.score_ns": "K-G skoru",
    "page.why.no_contract": "kontrat kaydedilmemiş",
    "page.why.no_result": "sonuç kaydedilmemiş",
    "page.why.passed_out": "pas geçildi",
    "page.why.adjusted": "hakem tarafından ayarlandı",
    "page.comments": "Yorumlar",
    "page.no_irregularity": "usulsüzlük yok",
    "page.handviewer": "BBO el görüntüleyicisi",
    "page.back": "Bütün oturumlar",
    "page.top": "Listeye dön",
    "page.source": "Kayıt",
    "page.scores_from": "skorlar Kuzey-Güney açısından",
    # the claim desk (hakem serve): its labels and buttons; a dotted key below ``desk.``
    # (``desk.seats.N``) is a table of the JSON the desk's script reads (labels.desk_labels)
    "desk.title": "hakem talep masası",
    "desk.session": "oturum",
    "desk.file": "Dosya",
    "desk.board": "Bord",
    "desk.load": "Yükle",
    "desk.enter_deal": "ya da dağıtımı girin",
    "desk.deal": "Dağıtım (PBN)",
    "desk.contract": "Kontrat",
    "desk.declarer": "Dekleran",
    "desk.use_deal": "Bu dağıtımı kullan",
    "desk.undo": "Kartı geri al",
    "desk.clear_play": "Oyunu temizle",
    "desk.played": "Oynanan löveler",
    "desk.claim": "Talep",
    "desk.claimer": "Talep eden",
    "desk.tricks_claimed": "Talep edilen löve, kalanlardan:",
    "desk.class": "Oyuncu düzeyi",
    "desk.classes.club": "kulüp",
    "desk.classes.expert": "uzman",
    "desk.classes.novice": "acemi",
    "desk.trump_mentioned": "dışarıda kalan koz belirtildi / talep eden farkında (Yasa 70C)",
    "desk.statement": "Açıklama ifadesi",
    "desk.judge": "Karar ver",
    "desk.ruling": "Karar",
    "desk.line": "Kritik oyun tarzı (talep eden için en kötü normal oyun tarzı)",
    "desk.cards": "oynanış sırasıyla kartlar",
    "desk.back": "Masaya dön",
    "desk.save": "Oturum dosyasına kaydet",
    "desk.download": "PBN indir",
    "desk.disagree": "Bu talep eden için yapılan arama ile kaydedilen kayıt üzerinde hakem check'in verdiği karar farklı (bir defans oyuncusunun talebi ya da kaydın henüz taşıyamadığı bir Yasa 70C tespiti): karar hakemindir.",
    "desk.by": "",
    "desk.on_lead": "çıkış",
    "desk.to_play": "oynayacak",
    "desk.all_played": "bütün löveler oynandı",
    "desk.last_trick": "son löve",
    "desk.line_trick": "kritik oyun tarzı, {k}. löve ({n} löveden)",
    "desk.understood": "anlaşılan",
    "desk.not_understood": "anlaşılmayan",
    "desk.saved": "kaydedildi:",
    "desk.n_claimer": "talep eden",
    "desk.n_claimed": "talep edilen",
    "desk.n_line": "en kötü normal oyun tarzı",
    "desk.n_dd": "dört el açıkken (yalnızca karşılaştırma için)",
    "desk.n_total": "dekleranın toplamı (karar)",
    "desk.n_search_total": "dekleranın toplamı (bu talep edenin araması)",
    "desk.law": "Yasa",
    "desk.seats.N": "K",
    "desk.seats.E": "D",
    "desk.seats.S": "G",
    "desk.seats.W": "B",
    "desk.directives.DrawTrumps": "kozları çekmek",
    "desk.directives.TrumpsOut": "dışarıda koz kalmadı",
    "desk.directives.Cash": "çekmek",
    "desk.directives.Ruff": "çakmak",
    "desk.directives.CrossRuff": "çapraz çakma",
    "desk.directives.Finesse": "impas",
    "desk.directives.Drop": "düşürmek",
    "desk.directives.Concede": "löve vermek",
    "desk.directives.PlayCards": "oynamak",
    "desk.directives.RestHigh": "kalanlar yüksek",
    "desk.directives.Squeeze": "skuiz ya da endplay",
    "desk.directives.Conditional": "koşullu",
    "desk.hands.hand": "el",
    "desk.hands.dummy": "yer",
    # what `hakem claim` prints around the ruling (reports/claim_text.py)
    "claim.record": "{file}, bord {board} (kayıt {index})",
    "claim.seat.N": "K",
    "claim.seat.E": "D",
    "claim.seat.S": "G",
    "claim.seat.W": "B",
    "claim.status": "Koz: {trump}; bu löveye çıkan: {leader}{played}; oynama sırası: {to_move}; şimdiye kadar alınan löve: K-G {ns}, D-B {ew}",
    "claim.status.played": " ({cards})",
    "claim.line-not-drawn": "(Verilen löve sayısı kanıtlandı, ama arama oyun tarzını çizerken süresi doldu: --seconds ile daha fazla süre verin.)",
    "claim.contested-hint": "(--contested ile itiraz edilmiş sayılır: {laws})",
    # a careless slip marked on the critical line (Law 70 footnote), short
    "claim.slip.order": "sıra",
    "claim.slip.unblock": "blokaj",
    "claim.slip.crash": "çarpışma",
    "claim.slip.spot-order": "kart sırası",
    "claim.slip.trump-first": "önce koz",
    "claim.slip.ruff": "çakma",
    "claim.slip.discard": "defos",
    # hakem claim: why it cannot judge (cli/claim.py)
    "claim.error.choose": "{file} dosyasında {n} kayıt var: --board N ya da --index K ile birini seçin (bordlar: {boards})",
    "claim.error.no-board": "{file} dosyasında {board} numaralı bord yok; bordları: {boards}",
    "claim.error.no-claim.complete": "{label} için bir talep yok: oyunu tamamlanmış; oyunun bir noktasındaki talebi değerlendirmek için --cards ve --tricks verin",
    "claim.error.no-claim.none": "{label} için bir talep yok: oyunda talep görünmüyor; oyunun bir noktasındaki talebi değerlendirmek için --cards ve --tricks verin",
    # how numbers are written (reports/explain/numbers.py): Turkish 1.234,5 and %12,3
    "number.group": ".",
    "number.decimal": ",",
    "number.percent": "%{n}",
    # the batch commands' summary lines (reports/summary.py, cli/parse|report|convert|archive)
    "ui.rulings.one": "{n} karar",
    "ui.rulings.other": "{n} karar",
    "ui.irregularities.one": "{n} usulsüzlük",
    "ui.irregularities.other": "{n} usulsüzlük",
    "ui.partitions.one": "{n} bölüm",
    "ui.partitions.other": "{n} bölüm",
    "ui.rows.one": "{table} tablosundan {n} satır",
    "ui.rows.other": "{table} tablosundan {n} satır",
    "ui.seconds": " ({s} sn)",
    "ui.archive.added": "{root}: {partitions} ({replaced} tanesi yenilendi); {summary}",
    "ui.archive.state.added": "eklendi",
    "ui.archive.state.replaced": "yenilendi",
    "ui.convert.written": "{source} -> {target} ({boards})",
    "ui.convert.lost.one": "{n} bilgi {to} biçimine aktarılamadı (yukarıda listelendi)",
    "ui.convert.lost.other": "{n} bilgi {to} biçimine aktarılamadı (yukarıda listelendi)",
    "ui.convert.strict-hint": "; --strict ile bu bir hata sayılır",
    "ui.output": "{output}: {counts}{seconds}",
    # a statistics chart (reports/plot_text.py): whole titles per grouping
    "plot.title.kind": "Türlerine göre her {per} bordda bulgu ({classes})",
    "plot.title.kind.all": "Türlerine göre her {per} bordda bulgu",
    "plot.title.law": "Yasalara göre her {per} bordda bulgu ({classes})",
    "plot.title.law.all": "Yasalara göre her {per} bordda bulgu",
    "plot.title.event": "Turnuvalara göre her {per} bordda bulgu ({classes})",
    "plot.title.event.all": "Turnuvalara göre her {per} bordda bulgu",
    "plot.title.season": "Sezonlara göre her {per} bordda bulgu ({classes})",
    "plot.title.season.all": "Sezonlara göre her {per} bordda bulgu",
    "plot.title.club": "Kulüplere göre her {per} bordda bulgu ({classes})",
    "plot.title.club.all": "Kulüplere göre her {per} bordda bulgu",
    "plot.dates": "{start} – {end}",
    "plot.xlabel": "her {per} bordda bulgu (çizgiler: %95 Wilson güven aralığı)",
    "plot.value": "  {rate} ({share})",
    # hakem stats: where the chart went
    "ui.plot-written": "; grafik yazıldı: {path}",
    # the report's list of error diagnostics, capped per file
    "html.more-errors": "... ve bu dosyada {n} tane daha (hepsini hakem check {file} listeler).",
    # the detector's account of a whole-file pattern (reports/explain/accounts.py); English keeps the detector's own sentence
    "account.what.dealer": "dağıtıcı",
    "account.what.vulnerability": "zon durumu",
    "account.markings": "{what}, {of} bordun {off} tanesinde Yasa 2'dekinden farklı",
    "account.markings.also": ", {what} {of} bordun {off} tanesinde",
    "account.joint-shift": "{of} bordun {off} tanesinde n numaralı bord, n+{k} numaralı bordun dağıtıcısını ve zon durumunu taşıyor",
    "account.dealer-turn": "{of} bordun {off} tanesinde dağıtıcı, Yasa 2'nin dağıtıcısının saat yönünde {k} oyuncu ötesinde",
    "account.no-shift": "Yasa 2 döngüsünün sabit bir kayması bunu açıklamıyor",
    "account.declarer": "{of} bordun {off} tanesinde artırım kaydedilen deklaranı vermiyor",
    "account.declarer-shift": "artırım dağıtıcıdan {k} oyuncu sonra başlatılırsa bunların {n} tanesinde kaydedilen dekleran çıkıyor",
    "account.declarer-later": "artırım daha geç başlatılırsa kaydedilen dekleran çıkıyor: {items}",
    "account.declarer-later.item": "dağıtıcıdan {k} oyuncu sonra {n} bordda",
    "account.no-opening-pass": "dosyanın {n} artırımından hiçbiri pasla başlamıyor: açılış deklaresinden önceki paslar atlanmış görünüyor",
    # ... the same with one seat (Hebrew says 'מושב אחד', not '1 מושבים')
    "account.dealer-turn.one": "{of} bordun {off} tanesinde dağıtıcı, Yasa 2'nin dağıtıcısının saat yönünde 1 oyuncu ötesinde",
    "account.declarer-shift.one": "artırım dağıtıcıdan 1 oyuncu sonra başlatılırsa bunların {n} tanesinde kaydedilen dekleran çıkıyor",
    "account.declarer-later.item.one": "dağıtıcıdan 1 oyuncu sonra {n} bordda",
    # choices and findings
    "choice-with-suit": "{verb} ({suit})",
    "verb.accept": "kabul", "verb.refuse": "ret", "verb.become-dummy": "yer olma",
    "verb.require": "çıkış isteme", "verb.prohibit": "çıkış yasağı",
    "verb.forbid": "oynama yasağı", "verb.neither": "kısıtlama yok",
    "verb.highest": "en büyük kart", "verb.lowest": "en küçük kart",
    "verb.pick-up": "kartı ele geri alma", "verb.change-play": "oyunu değiştirme",
    "verb.keep": "oynanan kartı bırakma",
    "verb.withdraw-card-played-after-the-revoke": "rönonstan sonra oynanan kartı geri alma",
    "verb.none-binding": "hiçbiri bağlayıcı değil",
    "finding.comparable": "eşdeğer", "finding.not-comparable": "eşdeğer değil",
    "finding.artificial": "yapay", "finding.28a": "sıradaki oyuncu pas geçmek zorundaydı (28A)",
    "finding.28b": "sıradaki oyuncu önce konuştu (28B)", "finding.57c2": "yer önce oynadı (57C2)",
    "finding.deemed-lead": "çıkış sayıldı", "finding.not-lead": "çıkış sayılmadı",
    "finding.deliberate": "kasıtlı", "finding.inadvertent": "kasıtsız",
    "finding.67a": "zamanında fark edildi (67A)", "finding.67b": "geç fark edildi (67B)",
    "finding.faced": "masada açık bir kart (64B3)",
    "finding.after-round": "tur bittikten sonra (64B4-5)",
    "finding.62c3": "62C3 gereğince düzeltildi",
    "finding.11a": "hakem gelmeden harekete geçildi (11A)",
    "finding.27c": "hakem karar vermeden değiştirildi (27C)",
    "finding.called-late": "hakem geç çağrıldı (9B1a)",
    "finding.law7": "usule aykırı davranış (Yasa 7)",
    "finding.not-called": "hakem çağrılmadı (9B1a, 10A)",
    "finding.period-ended": "artırım süreci bitmişti (17D1, 17D2)",
    "finding.period-open": "artırım süreci bitmemişti (17D3)",
    # who, seen from the offender (S000 «Sıra sağda iken», «Sıra ortakta»)
    "relation.rho": "sağındaki rakibinin sırası",
    "relation.partner": "ortağının sırası",
    "relation.lho": "solundaki rakibinin sırası; kendisi daha önce konuşmuştu",
    "relation.lho-first-call": "solundaki rakibinin sırası; kendisi henüz hiç konuşmamıştı",
    "relation.own": "kendi sırası",
    "role.declarer": "dekleran", "role.dummy": "yer", "role.defender": "defans oyuncusu",
    "role.player": "oyuncu",
    "penalty.major": "majör", "penalty.minor": "minör",
    "lead-restriction.prohibit-suit": "bir rengi yasaklama",
    "lead-restriction.require-or-prohibit-suit": "bir rengi isteme veya yasaklama",
    "lead-restriction.require-or-prohibit-penalty-card-suit":
        "cezalı kartın rengini isteme veya yasaklama",
    "lead-restriction.play-highest-or-lowest": "en büyük veya en küçük kartı oynatma",
    "lead-restriction.prohibit-other-suit": "başka bir rengi yasaklama",
    "adjustment.assigned": "atamalı", "adjustment.weighted": "ağırlıklı",
    "adjustment.artificial": "yapay",
    "withdrawal.withdrawn": "geri alınan", "withdrawal.attempted": "yapmaya çalıştığı",
    "withdrawal.cancelled": "iptal edilen",
    "exposure.several-cards": "iki veya daha fazla kart",
    "exposure.premature-lead": "zamanından önce çıkış", "exposure.honour": "bir onör",
    # irregularity kinds (S000, S001, S003; glossary 3.4)
    "kind.call-out-of-rotation": "sırasız konuşma",
    "kind.insufficient-bid": "yetersiz deklare",
    "kind.inadmissible-double": "kabulü olanaksız kontur",
    "kind.call-while-required-to-pass": "pas zorunluluğu varken konuşma",
    "kind.bid-above-seven": "yediden yüksek deklare",
    "kind.call-after-auction-ended": "artırım bittikten sonra konuşma",
    "kind.change-of-call": "konuşma değişikliği",
    "kind.card-exposed-during-auction": "artırımda görünen kart",
    "kind.opening-lead-out-of-turn": "sırasız atak",
    "kind.lead-out-of-turn": "sırasız çıkış",
    "kind.premature-play": "zamanından önce oyun",
    "kind.exposed-card": "görünen kart",
    "kind.penalty-card": "cezalı kart",
    "kind.simultaneous-cards": "eşzamanlı kartlar",
    "kind.fifth-card": "beşinci kart",
    "kind.revoke": "rönons",
    "kind.defective-trick": "özürlü löve",
    "kind.claim": "löve talebi",
    "kind.concession": "terk",
    "kind.director-called": "hakem çağrıldı",
    "kind.result-mismatch": "sonuç uyuşmazlığı",
    "kind.score-mismatch": "skor uyuşmazlığı",
    "kind.contract-mismatch": "kontrat uyuşmazlığı",
    "kind.dealer-inconsistent": "dağıtıcı tutarsız",
    "finding.in-correction-period": "düzeltme süresi içinde itiraz edildi (69B, 71)",
    "finding.after-correction-period": "düzeltme süresinden sonra itiraz edildi",
    "finding.seen": "geri konan kart görülmüştü (67B2)",
    "finding.not-seen": "geri konan kart görülmemişti (67B2)",
    "finding.lost-rights": "yer haklarını yitirmişti (43B)",
    "finding.trump-mentioned": "talep eden dışarıdaki kozdan söz etti (70C)",
    "finding.trump-not-mentioned": "talep eden dışarıdaki kozdan söz etmedi (70C)",
    "finding.58b2": "birden fazla kartın yüzü görülebildi (58B2)",
    "finding.58b1": "yalnızca bir kartın yüzü görülebildi (58B1)",
    "kind.opening-lead-faced": "atağın yanlış anda açılması",
    "kind.card-retracted": "oynanmış kartın geri alınması",
    "subkind.face-up": "hemen yüzü açık", "subkind.during-auction": "artırım sırasında açıldı",
    "subkind.face-down-early": "artırım bitmeden yüzü kapalı",
    "subkind.47a": "bir onarmaya uymak için (47A)",
    "subkind.47b": "yasaya aykırı bir oyunu düzeltmek için (47B)",
    "subkind.47c": "istenmeden söylenen kart (47C)",
    "subkind.47d": "rakip oyununu değiştirdikten sonra (47D)",
    "subkind.47e": "yanlış bilgilendirmeden sonra (47E)",
    "kind.markings-pattern": "dosya genelinde Yasa 2'ye uymayan bord işaretleri",
    "kind.auction-seat-pattern": "dosya genelinde deklaranı vermeyen artırımlar",
    "kind.play-record-pattern": "dosya genelinde yarıda kesilen oyun kayıtları",
    "kind.vulnerability-inconsistent": "zon durumu tutarsız",
    "kind.duplicate-card": "çift kart",
    "kind.missing-cards": "eksik kart",
    "subkind.double-without-bid": "deklare olmadan kontur",
    "subkind.double-of-own-side": "kendi tarafının deklaresine kontur",
    "subkind.double-of-doubled-bid": "kontur edilmiş deklareye kontur",
    "subkind.double-of-redoubled-bid": "sürkontur edilmiş deklareye kontur",
    "subkind.redouble-without-double": "kontur olmadan sürkontur",
    "subkind.redouble-of-redoubled-bid": "sürkontur edilmiş deklareye sürkontur",
    "subkind.redouble-of-own-side-double": "kendi tarafının konturuna sürkontur",
    "subkind.major": "majör", "subkind.minor": "minör", "subkind.missing": "eksik kart",
    "subkind.extra": "fazla kart", "subkind.unintended": "istemsiz",
    "subkind.change-of-mind": "fikir değişikliği", "subkind.simultaneous": "eşzamanlı",
    "subkind.premature-lead": "zamanından önce çıkış", "subkind.dummy": "yer",
    "subkind.defender": "defans oyuncusu", "subkind.declaring-side": "dekleranın tarafı",
    "subkind.passed-out": "pas geçilmiş bord", "subkind.declarer-all": "dekleran hepsini alır",
    "subkind.defenders-all": "defans hepsini alır", "subkind.split": "paylaşılmış",
    # ^S olmadan Yasa 17D (laws3, issue 17)
    "finding.turn-skipped": "bir oyuncunun sırası atlandı, artırım bitmiş göründü (17D3, 34)",
    # Yasa 82C: masada uygulanan (ruled-option=)
    "table-action.no-rectification": "onarmasız sonuç", "table-action.pass-once": "eşin bir sonraki sırasında pas",
    "table-action.barred": "eşe artırım sonuna kadar pas zorunluluğu",
    "table-action.lead-restriction": "löve kısıtlaması", "table-action.penalty-card": "cezalı kart",
    "table-action.cancelled": "konuşmanın ya da kartın iptali",
    "table-action.trick-transfer": "löve aktarımı", "table-action.adjusted-score": "ayarlı skor",
    # claim desk additions (issue 21): the cards at the claim entered directly
    "desk.enter_remaining": 'ya da talep anında kalan kartları girin',
    "desk.remaining": 'Oyuncuların elindeki kartlar (S.H.D.C)',
    "desk.lead": 'Bu lövede çıkış yapan',
    "desk.current": 'Bu lövede oynanmış kartlar (ilki çıkış)',
    "desk.won_ns": "KG'nin aldığı löveler",
    "desk.won_ew": "DB'nin aldığı löveler",
    "desk.use_remaining": 'Bu kartları kullan',
    "desk.no_play_record": ('Oyun kaydı yok: '
                           'kartlar talep anındaki haliyle girildi; önceki oyunlardan hiçbir rengin boş olduğu bilinmiyor (Yasa 70E1).'),
}

SENTENCES: dict[str, Entry] = {
    # --- effects, one line each ----------------------------------------------------
    "effect.must-pass.next-turn": "{player}, sıra kendisine ilk geldiğinde pas geçmek zorundadır "
                                  "(Yasa {law})",
    "effect.must-pass.whole-auction": "{player}, artırımın sonuna kadar pas geçmek zorundadır "
                                      "(Yasa {law})",
    "effect.lead-restriction": "{on:gen} çıkışına kısıtlama: {kind} (Yasa {law})",
    "effect.lead-restriction.suits": "{on:gen} çıkışına kısıtlama: {kind}, {suits:slash} "
                                     "(Yasa {law})",
    "effect.penalty-card": "{owner:gen} {card} kartı {kind} cezalı karttır (Yasa {law})",
    "effect.option": "{holder} şunlardan birini seçebilir: {choices:slash} (Yasa {law})",
    "effect.option.chosen": "{holder} şunlardan birini seçebilir: {choices:slash}; seçimi: "
                            "{chosen} (Yasa {law})",
    "effect.trick-transfer": Plural("tricks", {
        "one": "{to} tarafına {tricks} löve aktarılır (Yasa {law})",
        "other": "{to} tarafına {tricks} löve aktarılır (Yasa {law})"}),
    "effect.adjusted-score": "{kind} ayarlı skor (Yasa {law})",
    "effect.unauthorized-information": "{seats:and} için izinsiz bilgi (Yasa {law})",
    "effect.watch": "oyun sonunda Yasa {law} değerlendirmesi: {note}",
    "effect.cancel.call": "{call} konuşması iptal edilir (Yasa {law})",
    "effect.cancel.call-and-later": "{call} konuşması ve sonraki tüm konuşmalar iptal edilir "
                                    "(Yasa {law})",
    "effect.cancel.card": "{card} kartı iptal edilir (Yasa {law})",
    "effect.cancel.card-of": "{by:gen} {card} kartı iptal edilir (Yasa {law})",
    "effect.cancel.card-trick": "{trick}. löveye oynanan {card} kartı iptal edilir (Yasa {law})",
    "effect.cancel.card-of-trick": "{by:gen} {trick}. löveye oynadığı {card} kartı iptal edilir "
                                   "(Yasa {law})",
    "effect.cancel": "iptal edilir (Yasa {law})",
    "effect.restore": "{card} kartı {owner:gen} eline geri döner (Yasa {law})",
    "effect.no-rectification": "onarma yok (Yasa {law})",
    "effect.no-rectification.because": "onarma yok (Yasa {law}): {reason}",

    # --- Law 16C, 72C, 23C, 27D ---------------------------------------------------
    "law16.ui.call": "{offender:gen} {how} {call} konuşması",
    "law16.ui.some-call": "{offender:gen} {how} konuşması",
    "law72c.watch": "kusurlu oyuncu bu usulsüzlüğün kusursuz tarafa zarar verebileceğini "
                    "bilebilir miydi? zarar verdiyse oyun sonunda hakem skoru ayarlar",
    "law23c.watch": "eşdeğer konuşmadan sonra: usulsüzlüğün yardımı olmasaydı sonuç büyük "
                    "olasılıkla farklı olur muydu? öyleyse hakem skoru ayarlar (Yasa 12C1(b))",
    "law23c.watch.call": "eşdeğer konuşmadan ({call}) sonra: usulsüzlüğün yardımı olmasaydı sonuç "
                         "büyük olasılıkla farklı olur muydu? öyleyse hakem skoru ayarlar "
                         "(Yasa 12C1(b))",
    "law27d.watch": "düzeltmeden sonra: yetersiz deklarenin yardımı olmasaydı sonuç büyük "
                    "olasılıkla farklı olur muydu? öyleyse hakem skoru ayarlar (Yasa 12C1(b))",
    "law27d.watch.call": "düzeltmeden ({call}) sonra: yetersiz deklarenin yardımı olmasaydı sonuç "
                         "büyük olasılıkla farklı olur muydu? öyleyse hakem skoru ayarlar "
                         "(Yasa 12C1(b))",

    # --- Law 23: the comparable call ---------------------------------------------
    "law23.ask": "{replacement} konuşması, geri alınan {withdrawn} konuşmasına eşdeğer mi "
                 "(Yasa 23A)?",
    "law23.ask.hint": "{replacement} konuşması, geri alınan {withdrawn} konuşmasına eşdeğer mi "
                      "(Yasa 23A)? ({hint})",
    "law23.ask.unknown-replacement": "yerine yapılan konuşma, geri alınan {withdrawn} konuşmasına "
                                     "eşdeğer mi (Yasa 23A)?",
    "law23.hint.same-call": "aynı konuşma; yeni yerinde aynı anlamı taşıyorsa eşdeğerdir",
    "law23.hint.pass-withdrawn": "sırasız pas açış gücü olmadığını gösterir; sınırlı bir konuşma "
                                 "bunun bir alt kümesi olabilir",
    "law23.hint.pass-replaces": "pasın anlamı bir deklarenin ya da konturun anlamı içinde nadiren "
                                "kalır",
    "law23.hint.same-denomination": "aynı tür; iki konuşmanın gösterdiği gücü ve uzunluğu "
                                    "karşılaştırın",
    "law23.hint.different": "farklı konuşmalar; ancak anlamı veya amacı aynıysa ya da daha "
                            "darsa eşdeğerdir",

    # --- Laws 9-11, 29A: acceptance ----------------------------------------------
    "law29.accepted-by-calling-over": "{lho} bunun üzerine {call} dedi ({number}. konuşma) ve "
                                      "böylece kabul etti",
    "law29.marker-says-accepted": "bir işaret, konuşmanın kabul edildiğini söylüyor",
    "law29.record-ends-before-anyone-called": "kayıt, kimse üzerine konuşmadan bitiyor",
    "law29.not-in-record": "konuşma kayıtta yok: iptal edilmiş",
    "law29.marker-contradicted": "bir işaret konuşmanın kabul edilmediğini söylüyor, ancak "
                                 "konuşma kayıtta duruyor ve {lho} üzerine konuştu: bu kabuldür "
                                 "(Yasa 29A/27A1)",

    # --- forced passes followed through the record -------------------------------
    "auction.pass-not-needed": "artırım, sıra {player:dat} bir daha gelmeden bitti (Yasa {law} "
                               "gereğince pas geçmesi gerekmedi)",
    "auction.record-stops-before-turn": "kayıt, {player:gen} bir sonraki sırasından önce bitiyor",
    "auction.called-when-obliged": "{player}, Yasa {law} gereğince pas geçmek zorundayken "
                                   "{number}. konuşmada {call} dedi: bu yeni bir usulsüzlüktür "
                                   "(Yasa 37)",
    "law37.ask.broke-obligation": "{player:gen} {number}. konuşmadaki {call} konuşması pas "
                                  "zorunluluğunu çiğnedi (Yasa {law}): Yasa 37'ye göre karar "
                                  "verin",
    "auction.cancelled-for-pass": "{player}, Yasa {law} gereğince pas geçmek zorundayken "
                                  "{number}. konuşmada {call} dedi; konuşma iptal edildi ve "
                                  "yerine pas kondu (Yasa 37)",
    "auction.passed-next-turn": "{player}, Yasa {law} gereğince sıra kendisine ilk geldiğinde pas "
                                "geçti ({number}. konuşma)",
    "auction.passed-every-turn": Plural("turns", {
        "one": "{player}, Yasa {law} gereğince kalan tek sırasında pas geçti ({number}. konuşma)",
        "other": "{player}, Yasa {law} gereğince kalan {turns} sırasının hepsinde pas geçti "
                 "({number}. konuşma)"}),
    "auction.later-turns-unknown": "kayıt artırım bitmeden duruyor: sonraki sıralar bilinmiyor",

    # --- Law 26: lead restrictions -----------------------------------------------
    "law26.pending": "{side} defans olursa dekleran, {partner:gen} ilk çıkışında {suits:or} "
                     "renklerinden birini yasaklayabilir (kusurlu oyuncunun deklareleri doğal "
                     "sayılır; yapay konuşmalar başka renkleri belirtmiş olabilir, Yasa 29C)",
    "law26.pending.require-or-prohibit": "{side} defans olursa dekleran, {partner:gen} ilk "
                                         "çıkışında {suits:or} renklerinden biriyle çıkılmasını "
                                         "isteyebilir ya da birini yasaklayabilir (kusurlu "
                                         "oyuncunun deklareleri doğal sayılır; yapay konuşmalar "
                                         "başka renkleri belirtmiş olabilir, Yasa 29C)",
    "law26.passed-out": "bord pas geçildi: Yasa 26'nın kısıtlayacağı bir şey yok",
    "law26.offenders-declare": "{side}, {contract} kontratını oynuyor: Yasa 26 uygulanmaz "
                               "(çıkış kısıtlaması yok)",
    "law26.every-suit-specified": "{offender} yasal artırımda bütün renkleri belirtti: Yasa 26B "
                                  "ile yasaklanacak renk kalmadı",
    "law26.at-opening-lead": "{side}, {declarer:gen} {contract} kontratına karşı defans yapıyor: "
                             "atakta dekleran {declarer}, {suits:or} renklerinden birini "
                             "yasaklayabilir (Yasa 26B) (kusurlu oyuncunun deklareleri doğal "
                             "sayılır; yapay konuşmalar başka renkleri belirtmiş olabilir, "
                             "Yasa 29C)",
    "law26.at-opening-lead.require-or-prohibit": "{side}, {declarer:gen} {contract} kontratına "
                                                 "karşı defans yapıyor: atakta dekleran "
                                                 "{declarer}, {suits:or} renklerinden biriyle "
                                                 "çıkılmasını isteyebilir ya da birini "
                                                 "yasaklayabilir (Yasa 26B) (kusurlu oyuncunun "
                                                 "deklareleri doğal sayılır; yapay konuşmalar "
                                                 "başka renkleri belirtmiş olabilir, Yasa 29C)",
    "law26.at-first-lead": "{side}, {declarer:gen} {contract} kontratına karşı defans yapıyor: "
                           "{partner:gen} ilk çıkışında dekleran {declarer}, {suits:or} "
                           "renklerinden birini yasaklayabilir (Yasa 26B) (kusurlu oyuncunun "
                           "deklareleri doğal sayılır; yapay konuşmalar başka renkleri belirtmiş "
                           "olabilir, Yasa 29C)",
    "law26.at-first-lead.require-or-prohibit": "{side}, {declarer:gen} {contract} kontratına "
                                               "karşı defans yapıyor: {partner:gen} ilk "
                                               "çıkışında dekleran {declarer}, {suits:or} "
                                               "renklerinden biriyle çıkılmasını isteyebilir ya "
                                               "da birini yasaklayabilir (Yasa 26B) (kusurlu "
                                               "oyuncunun deklareleri doğal sayılır; yapay "
                                               "konuşmalar başka renkleri belirtmiş olabilir, "
                                               "Yasa 29C)",
    "law26.declarer-chose": "dekleranın seçimi: {verb}, {suit} rengi",
    "law26.require-is-director-error": "2017 Yasa 26B (değiştirilmiş hali) deklerana yalnızca "
                                       "yasaklama hakkı verir: bir rengin istenmesi hakem "
                                       "hatasıdır (Yasa 82C)",
    "law26.led-against-choice": "{partner}, dekleranın seçimine aykırı olarak {suit} rengiyle "
                                "çıktı: hakem için yeni bir usulsüzlük",
    "law26.led-respecting-choice": "{partner}, dekleranın seçimine uyarak {suit} rengiyle çıktı",
    "law26.led-option-unknown": "{partner} {suit} rengiyle çıktı; kayıt, dekleranın seçeneğini "
                                "kullanıp kullanmadığını söylemiyor",

    # --- the replacement call ----------------------------------------------------
    "replacement.judged-comparable": "hakem {call} konuşmasını eşdeğer buldu: başka onarma yok "
                                     "(Yasa {law}); oyun sonunda Yasa {review} değerlendirmesi",
    "replacement.judged-not-comparable.once": "hakem {call} konuşmasını eşdeğer bulmadı: "
                                              "{partner} bir tur pas geçmek zorundadır "
                                              "(Yasa {law})",
    "replacement.judged-not-comparable.barred": "hakem {call} konuşmasını eşdeğer bulmadı: "
                                                "{partner} artırımın sonuna kadar pas geçmek "
                                                "zorundadır (Yasa {law})",
    "replacement.record-lacks-next-turn": "kayıt, {partner:gen} bir sonraki sırasını göstermiyor",
    "replacement.record-lacks-rest-of-auction": "kayıt, artırımın geri kalanını göstermiyor",
    "replacement.complied-either-way": "hakem eşdeğerlik konusunda ne karar verirse versin masada "
                                       "kurala uyuldu",
    "replacement.if-not-comparable": "eşdeğer değilse: {step}",

    # --- Law 27: the insufficient bid --------------------------------------------
    "law27.ask.which-bid": "hangi deklare yetersizdi ve kimindi (Yasa 27)?",
    "law27.unknown": "Yetersiz bir deklare var, ancak kayıt kimin ya da hangi deklare olduğunu "
                     "söylemiyor.",
    "law27.also-out-of-rotation": "Yetersiz deklare aynı zamanda sırasızdı, bu yüzden önce Yasa "
                                  "31 uygulanır (Yasa 27A2).",
    "law27.accepted-reason": "kusurlu oyuncunun solundaki rakip kabul etti: yasal sayılır",
    "law27.accepted": "{offender:gen} yetersiz {call} deklaresini {lho} üzerine konuşarak kabul "
                      "etti: deklare yasal sayılır ve artırım devam eder (Yasa 27A1; hakem "
                      "çağrılmadan konuşan oyuncu onarma hakkını yitirir, Yasa 11A).",
    "law27.ask.accepted": "{lho} yetersiz {call} deklaresini kabul etti mi (Yasa 27A1)?",
    "law27.if-accepted": "{lho} kabul eder",
    "law27.must-replace": "{offender:gen} {call} deklaresi yetersizdir ve kabul edilmedi; "
                          "{offender} bunu yasal bir konuşmayla değiştirmek zorundadır. Aynı "
                          "türdeki en düşük yeterli deklare ({lowest}) ya da eşdeğer bir konuşma "
                          "(Yasa 23A) yaparsa artırım cezasız devam eder (Yasa 27B1; oyun "
                          "sonunda Yasa 27D). Başka bir konuşma yaparsa {partner} artırımın "
                          "sonuna kadar pas geçmek zorundadır (Yasa 27B2; kontur veya sürkontur "
                          "önce iptal edilir, Yasa 27B3); Yasalar 26B ve 72C uygulanabilir.",
    "law27.marker-disagrees": "işaret {call} diyor, kayıt ise {number}. konuşmada {recorded} "
                              "gösteriyor; hakem işarete göre karar verir",
    "law27.replaced": "{offender} bunu {call} ile değiştirdi ({number}. konuşma)",
    "law27.replaced-by-marker": "{offender} bunu {call} ile değiştirdi (işaret)",
    "law27.ask.same-denomination": "{call} ve {replacement} aynı türü (türleri) mi belirtiyor "
                                   "(Yasa 27B1(a))? ikisinden biri yapay olarak işaretli",
    "law27.if-lowest-sufficient": "{lowest}, aynı türü belirten en düşük yeterli deklaredir",
    "law27.if-comparable": "yerine yapılan konuşma eşdeğerdir (Yasa 23A)",
    "law27.if-other-replacement": "başka bir konuşma yapılırsa: {partner} artırımın sonuna kadar "
                                  "pas geçmek zorundadır",
    "law27.16c2-does-not-apply": "Yasa 16C2 uygulanmaz",
    "law27.lowest-cures": "{call}, aynı türdeki en düşük yeterli deklaredir: başka onarma yok "
                          "(Yasa 27B1(a)); iki deklare de doğal sayılır",
    "law27.insufficient-again": "{call} yine yetersiz: {lho} kabul edebilir; etmezse Yasa 27B3'teki "
                                "gibi işlem yapılır (Yasa 27B4)",

    # --- Laws 30-32 ----------------------------------------------------------------
    "law30.marker-disagrees": "işaret {offender:gen} konuşmasını {call} ile değiştirdiğini "
                              "söylüyor, ancak kayıt {number}. konuşmada {recorded} gösteriyor; "
                              "hakem işarete göre karar verir",
    "law30.called-at-proper-turn": "{offender} doğru sırasında {call} dedi ({number}. konuşma)",
    "law30.replaced-by-marker": "{offender:gen} yerine yaptığı konuşma {call} idi (işaret); kayıt "
                                "bunu göstermiyor",
    "law30.record-stops-before-proper-turn": "kayıt, {offender:gen} doğru sırasından önce bitiyor",
    "law30.comparable-reason": "eşdeğer konuşma: başka onarma yok; Yasa 16C2 uygulanmaz ve çıkış "
                               "kısıtlaması yoktur (Yasa 26A)",
    "law30.if-comparable": "{call}, geri alınan {withdrawn} konuşmasına eşdeğerdir (Yasa 23A)",
    "law30.if-comparable.unknown-call": "kusurlu oyuncunun konuşması, geri alınan {withdrawn} "
                                        "konuşmasına eşdeğerdir (Yasa 23A)",
    "law30.if-not-comparable": "{call}, geri alınan {withdrawn} konuşmasına eşdeğer değildir",
    "law30.if-not-comparable.unknown-call": "kusurlu oyuncunun konuşması, geri alınan {withdrawn} "
                                            "konuşmasına eşdeğer değildir",
    "law30.a.rule": "Yasa 30A: {offender}, sıra kendisine ilk geldiğinde pas geçmek zorundadır. "
                    "{partner} istediği yasal konuşmayı yapabilir, ancak geri alınan pas onun için "
                    "izinsiz bilgidir (Yasa 16C2); Yasa 72C uygulanabilir.",
    "law30.b1.rule": "Yasa 30B1: {partner} sırası geldiğinde istediği yasal konuşmayı yapabilir "
                     "(geri alınan pas onun için izinsiz bilgidir, Yasa 16C2). Doğru sırasında "
                     "{offender} istediği yasal konuşmayı yapabilir: bu konuşma pasa eşdeğerse "
                     "(Yasa 23A) artırım cezasız devam eder; eşdeğer değilse {partner} sıra "
                     "kendisine ilk geldiğinde bir tur pas geçmek zorundadır ve Yasalar 16C, 26B "
                     "ve 72C uygulanabilir.",
    "law31.b.rule": "Yasa {law}B: {partner} sırası geldiğinde istediği yasal konuşmayı yapabilir "
                    "(geri alınan {call} konuşması onun için izinsiz bilgidir, Yasa 16C2). Doğru "
                    "sırasında {offender} istediği yasal konuşmayı yapabilir: bu konuşma {call} "
                    "konuşmasına eşdeğerse (Yasa 23A) artırım cezasız devam eder; eşdeğer değilse "
                    "{partner} sıra kendisine ilk geldiğinde bir tur pas geçmek zorundadır ve "
                    "Yasalar 16C, 26B ve 72C uygulanabilir.",
    "law31.a.rule": "Yasa {law}A: {rho} pas geçerse {offender} {call} konuşmasını tekrarlamak "
                    "zorundadır (Yasa {law}A1). {rho} başka bir konuşma yaparsa {offender} "
                    "istediği yasal konuşmayı yapabilir: {call} konuşmasına eşdeğer bir konuşma "
                    "yaparsa (Yasa 23A) başka onarma yoktur; yapmazsa {partner} sıra kendisine "
                    "ilk geldiğinde bir tur pas geçmek zorundadır ve Yasalar 16C, 26B ve 72C "
                    "uygulanabilir.",
    "law31.rho-called": "{rho} kendi sırasında {call} dedi ({number}. konuşma)",
    "law31.record-stops-before-rho": "kayıt, {rho:gen} konuşmasından önce bitiyor",
    "law31.if-rho-passes": "{rho} pas geçer: {offender} {call} konuşmasını tekrarlamak zorundadır",
    "law31.repeated-call-stands": "tekrarlanan konuşma yasalsa geçerlidir",
    "law31.record-stops-before-repeat": "kayıt, {offender} konuşmasını tekrarlamadan önce bitiyor",
    "law31.repeated": "{offender} {call} konuşmasını tekrarladı ({number}. konuşma)",
    "law31.did-not-repeat": "{offender}, Yasa {law}A1'in istediği gibi {call} konuşmasını "
                            "tekrarlamak yerine {called} dedi ({number}. konuşma): hakemin karar "
                            "vermesi gerekir",
    "law31.ask.rho-passed": "{rho} kendi sırasında pas geçti mi? (Yasa 31A1/32A1 ya da "
                            "31A2/32A2)",

    # --- Laws 28-29 ---------------------------------------------------------------
    "law29.ask.who-and-what": "kim sırasız konuştu ve ne dedi (Yasalar 28-32)?",
    "law29.unknown": "Sırasız bir konuşma var, ancak kayıt kimin ya da hangi konuşma olduğunu "
                     "söylemiyor.",
    "law28.at-turn": "{offender}, sıra {turn:loc} iken ({relation}) sırasız olarak {call} dedi.",
    "law28.at-turn-of-another": "{offender}, sıra {turn:loc} iken (başka bir oyuncu) sırasız "
                                "olarak {call} dedi.",
    "law28a.obliged-reason": "{turn} pas geçmek zorundaydı",
    "law28a.in-rotation": "{turn} o sırada pas geçmek zorunda olduğundan konuşma sırasında "
                          "yapılmış sayılır (Yasa 28A): onarma yok.",
    "law32.inadmissible-cannot-be-accepted": "Yasa 19'un izin vermediği sırasız bir kontur ya da "
                                             "sürkontur kabul edilemez (Yasa 32, 36).",
    "law29a.accepted-reason": "{lho} kabul etti",
    "law29a.accepted": "{lho}, {offender:gen} sırasız {call} konuşmasının üzerine konuşarak onu "
                       "kabul etti: konuşma geçerlidir, artırım sıra içindeymiş gibi devam eder "
                       "ve onarma yoktur (Yasa 29A; hakem çağrılmadan konuşan oyuncu onarma "
                       "hakkını yitirir, Yasa 11A).",
    "law29a.also-insufficient": "{call} aynı zamanda yetersizdi; üzerine yapılan konuşma onu "
                                "kabul eder (Yasa 27A1)",
    "law29.ask.accepted": "{lho} bu konuşmayı kabul etti mi (Yasa 29A)?",
    "law29.if-accepted": "{lho} üzerine konuşur: kabul edilmiştir",
    "law29.if-not-accepted": "kabul edilmezse iptal edilir ve Yasalar 30-32 uygulanır",
    "law28b.no-law26": "Yasa 26 uygulanmaz",
    "law28b.turn-holder-called": "Sıra kendisinde olan {turn}, hakem karar vermeden konuştu: onun "
                                 "konuşması sıra içindedir, {offender:gen} {call} konuşması iptal "
                                 "edilir ve artırım bu konuşma hiç yapılmamış gibi devam eder "
                                 "(Yasa 28B). Çıkış kısıtlaması yoktur (Yasa 26 uygulanmaz), ama "
                                 "iptal edilen konuşma {partner} için izinsiz bilgidir "
                                 "(Yasa 16C2).",
    "law29.ask.whose-turn": "konuşma yapıldığında sıra kimdeydi (Yasalar 30-32 oyuncuya göre "
                            "değişir)?",
    "law29b.whose-turn-unknown": "{offender:gen} {call} konuşması sırasızdı ve kabul edilmedi: "
                                 "iptal edilir (Yasa 29B); kayıt sıranın kimde olduğunu "
                                 "söylemiyor.",
    "law28.ask.own-turn": "kayıt bu konuşmayı kusurlu oyuncunun kendi sırasına koyuyor: gerçekten "
                          "sırasız mıydı?",
    "law28.own-turn": "Kayıt konuşmayı konuşan oyuncunun kendi sırasına koyuyor.",
    "law32.also-inadmissible": "Kontur ya da sürkontur ayrıca kabulü olanaksız bir konuşmaydı, bu "
                               "yüzden Yasa 36 uygulanır (Yasa 32).",
    "law29b.cancelled": "{lho} bu sırasız konuşmayı kabul etmedi; konuşma iptal edilir ve sıra "
                        "{turn:dat} geri döner (Yasa 29B).",
    "law30c.artificial-pass": "Pas yapay olduğundan Yasa 30 değil, Yasa 31 uygulanır (Yasa 30C).",

    # --- Laws 33-34 ---------------------------------------------------------------
    "law33.simultaneous": "{offender:gen} konuşması, sırası olan oyuncunun konuşmasıyla aynı anda "
                          "yapıldı, bu yüzden ondan sonra yapılmış sayılır: sırasız konuşma "
                          "(Yasa 33).",
    "law34.auction-resumes": "artırım kaldığı yerden devam eder",
    "law34.retained-call": "{offender:gen} sırasız pası üçüncü pas oldu, ama {missed:gen} "
                           "sırasını elinden aldı: artırım bitmemiştir (Yasa 34, 17D3). Sıra "
                           "{missed:dat} geri döner; kaçırdığı sıradan sonraki paslar iptal "
                           "edilir (onlar için Yasa 16C uygulanır) ve artırım normal devam eder.",
    "law34.never-had-turn": "kayıt artırımı orada bitiriyor: sıra {missed:dat} hiç gelmedi; "
                            "hakemin artırımı yeniden açması gerekirdi",

    # --- Law 25 -------------------------------------------------------------------
    "law25.ask.who": "kim konuşmasını değiştirdi, neyi neyle değiştirdi (Yasa 25)?",
    "law25.unknown": "Bir konuşma değişikliği var, ancak kayıt bunu kimin yaptığını söylemiyor.",
    "law25.via-call-at-lho-turn": "{offender} daha önce konuşmuş olduğundan, solundaki rakibin "
                                  "sırasında yaptığı konuşma sırasız konuşma değil, son "
                                  "konuşmasını değiştirme girişimidir (Yasa {via}): Yasa 25 "
                                  "uygulanır.",
    "law25a.replaces-before-partner-calls": "ortağı konuşmadan önce konuşmayı {substitute} ile "
                                            "değiştirir",
    "law25.if-unintended": "{original} istemsizdi (Yasa 25A)",
    "law25b1.accepted": "{lho}, {substitute} konuşmasını kabul etti",
    "law25.if-change-of-mind": "fikir değişikliği (Yasa 25B): {lho} {substitute} konuşmasını "
                               "kabul edebilir; etmezse {original} geçerli kalır",
    "law25.rule": "Yasa 25: {offender:gen} {original} konuşması istemsiz bir hataysa (fikir "
                  "değişikliği değilse), ortağı konuşmadan önce onu {substitute} ile cezasız "
                  "değiştirebilir (Yasa 25A). Fikir değişikliğini {lho} kabul edebilir; kabul "
                  "etmezse {original} geçerli kalır ve {substitute} geri alınır: bu, {offender:gen} "
                  "tarafı için izinsiz bilgidir (Yasa 16C) ve Yasa 26B uygulanabilir (Yasa 25B).",
    "law25.ask.unintended": "{offender:gen} {original} konuşması istemsiz miydi (mekanik bir hata, "
                            "Yasa 25A)?",
    "law25.record-shows-standing": "kayıt {offender} için {call} konuşmasını geçerli gösteriyor",
    "law25b1.substitute-stands": "{substitute} geçerlidir: {lho} değişikliği kabul etti "
                                 "(Yasa 25B1)",
    "law25b2.original-stands": "{original} geçerlidir, denenen {substitute} geri alınır "
                               "(Yasa 25B2)",

    # --- Law 24 -------------------------------------------------------------------
    "law24.ask.which-cards": "hangi kart(lar) göründü ve kimin (Yasa 24)?",
    "law24.unknown": "Artırım sırasında bir kart göründü, ancak kayıt hangi kartın ya da kimin "
                     "olduğunu söylemiyor.",
    "law24.ui.exposed-cards": "{offender:gen} görünen kartları: {cards:space}",
    "law24a.single-spot-card": "onör olmayan tek bir kart, çıkış değil",
    "law24a.rule": "{offender} artırım sırasında {cards:space} kartını gösterdi: onör olmayan tek "
                   "bir kart olduğundan artırımda onarma yoktur (Yasa 24A); kart artırım bitene "
                   "kadar masada açık kalır ve {partner} için izinsiz bilgidir.",
    "law24bc.rule": "{offender} artırım sırasında {cards:space} kartlarını gösterdi ({why}): "
                    "{partner} sıra kendisine ilk geldiğinde pas geçmek zorundadır (Yasa {law}); "
                    "kartlar artırım bitene kadar masada açık kalır; Yasa 72C uygulanabilir.",
    "law24.if-defender": "{offender} defans oyuncusu olur: görünen her kart cezalı karttır",
    "law24.if-declaring-side": "{offender} dekleran ya da yer olur: kartlar ele geri alınır",
    "law24.declaring-side-no-penalty": "dekleranın tarafı için cezalı kart yoktur",
    "law24.defends": Plural("count", {
        "one": "{offender} defans yapıyor: {cards} {kind} cezalı karttır (Yasa 50)",
        "other": "{offender} defans yapıyor: {cards} kartlarının her biri {kind} cezalı karttır "
                 "(Yasa 50)"}),
    "law24.declaring-side": "{offender} dekleranın tarafında: kartlar eline geri döner",

    # --- Laws 35-39: inadmissible calls ------------------------------------------
    "law36.ask.who": "kabulü olanaksız bir kontur ya da sürkontur: kayıt konuşmayı kimin "
                     "yaptığını söylemiyor",
    "law36.unknown": "kabulü olanaksız bir kontur ya da sürkontur; kusurlu oyuncu bilinmeden "
                     "hakem karar veremez.",
    "law37.ask.who": "pas geçmek zorunda olan bir oyuncunun konuşması: kayıt konuşmayı kimin "
                     "yaptığını söylemiyor",
    "law37.unknown": "pas geçmek zorunda olan bir oyuncunun konuşması; kusurlu oyuncu "
                     "bilinmeden hakem karar veremez.",
    "law38.ask.who": "yediden yüksek bir deklare: kayıt konuşmayı kimin yaptığını söylemiyor",
    "law38.unknown": "yediden yüksek bir deklare; kusurlu oyuncu bilinmeden hakem karar veremez.",
    "law39.ask.who": "artırım bittikten sonra bir konuşma: kayıt konuşmayı kimin yaptığını "
                     "söylemiyor",
    "law39.unknown": "artırım bittikten sonra bir konuşma; kusurlu oyuncu bilinmeden hakem karar "
                     "veremez.",
    "law36.inadmissible": "{offender:gen} {call} konuşması kabulü olanaksızdır ({case}); hiçbir "
                          "zaman kabul edilemez (Yasa 35A, 36).",
    "law36.inadmissible.law19": "{offender:gen} {call} konuşması kabulü olanaksızdır (Yasa 19 "
                                "izin vermez); hiçbir zaman kabul edilemez (Yasa 35A, 36).",
    "law36.stood-to-end": "Artırım bitene kadar düzeltilmedi: iptal edilir ve kontrat bu konuşma "
                          "hiç yapılmamış gibi skorlanır.",
    "law36.contract-without-it": "kayıt onu artırımın sonuna kadar tutuyor; kontrat {contract}",
    "law36a.rule": "{lho}, hakem karar vermeden önce üzerine konuştu: bu konuşma ve sonraki tüm "
                   "konuşmalar iptal edilir, {offender} istediği yasal konuşmayı yapar ve başka "
                   "onarma yoktur (Yasa 16C uygulanır).",
    "law36a.called-over-before-director": "{lho}, hakem çağrılmadan önce bunun üzerine {call} "
                                          "dedi ({number}. konuşma)",
    "law36a.marker-says-called-over": "bir işaret, hakem çağrılmadan önce kabul edildiğini "
                                      "söylüyor",
    "law36.record-ends-with-it": "kayıt bu konuşmayla bitiyor: hakem şimdi çağrılırsa Yasa 36B "
                                 "uygulanır",
    "law36b.rule": "Konuşma iptal edilir; {offender} yerine yasal bir konuşma yapar ve {partner} "
                   "artırımın sonuna kadar pas geçmek zorundadır (Yasa 36B); Yasalar 26B ve 72C "
                   "uygulanabilir.",
    "law36b.substituted": "{offender} yerine {call} dedi ({number}. konuşma)",
    "law37b.rule": "{offender}, pas geçmek zorundayken {call} dedi ve {lho} hakem karar vermeden "
                   "önce üzerine konuştu: bu konuşma ve sonraki tüm konuşmalar geçerlidir; kalan "
                   "pas zorunluluğu yine de bağlayıcıdır (Yasa 37B).",
    "law37b.lho-called-first": "soldaki rakip onarmadan önce konuştu",
    "law37a.rule": "{offender}, pas geçmek zorundayken {call} dedi: konuşma iptal edilir, yerine "
                   "pas konur ve {offender} ile {partner} artırımın sonuna kadar pas geçmek "
                   "zorundadır (Yasa 37A); Yasalar 26B ve 72C uygulanabilir.",
    "law37.record-shows-pass": "kayıt onun yerinde {call} gösteriyor",
    "law37.record-shows-call": "kayıt onun yerinde {call} gösteriyor: pas olmalıydı",
    "law38.rule": "{offender:gen} {call} deklaresi hiçbir zaman oynanamaz (Yasa 38A): bu deklare "
                  "ve sonraki tüm konuşmalar iptal edilir, yerlerine pas konur; {offender} ile "
                  "{partner} artırımın sonuna kadar pas geçmek zorundadır (Yasa 38B-C); Yasalar "
                  "26B ve 72C uygulanabilir.",
    "law38.rule.lho-called": "{offender:gen} {call} deklaresi hiçbir zaman oynanamaz (Yasa 38A): "
                             "bu deklare ve sonraki tüm konuşmalar iptal edilir, yerlerine pas "
                             "konur; {offender} ile {partner} artırımın sonuna kadar pas geçmek "
                             "zorundadır (Yasa 38B-C); Yasa 72C uygulanabilir, ama soldaki rakip "
                             "üzerine konuştuğu için Yasa 26B uygulanmaz.",
    "law38.record-shows": "kayıt onun yerinde {call} gösteriyor",
    "law39b.16c-applies": "iptal edilen konuşma için Yasa 16C uygulanır",
    "law39b.defender-pass": "{offender:gen} {call} konuşması son pastan sonra yapıldı: iptal "
                            "edilir; defans oyuncusunun pası başka onarma gerektirmez (Yasa 39B), "
                            "ama Yasa 16C uygulanır.",
    "law39b.declaring-side": "{offender:gen} {call} konuşması son pastan sonra yapıldı: iptal "
                             "edilir; dekleranın tarafının konuşması başka onarma gerektirmez "
                             "(Yasa 39B), ama Yasa 16C uygulanır.",
    "law39b.passed-out": "{offender:gen} {call} konuşması son pastan sonra yapıldı: iptal edilir; "
                         "pas geçilmiş bir bordda başka onarma gerektirmez (Yasa 39B), ama Yasa "
                         "16C uygulanır.",
    "law39b.defender": "{offender:gen} {call} konuşması son pastan sonra yapıldı: iptal edilir ve "
                       "{offender} defans oyuncusu olacağından dekleran Yasa 26B'deki çıkış "
                       "kısıtlamasını uygulayabilir (Yasa 39B).",
    "law39.ask.role": "kusurlu oyuncu defans oyuncusu mu olacak (Yasa 26B uygulanabilir) yoksa "
                      "dekleranın tarafında mı (onarma yok)? kayıtta artırım eksik",
    "law39.if-defends": "kusurlu oyuncu defans yapacak ve konuşma pas değildi",
    "law39.if-declares": "kusurlu oyuncunun tarafı kontratı oynuyor ya da konuşma pastı",
    "law39.cancelled": "{offender:gen} {call} konuşması son pastan sonra yapıldı: iptal edilir "
                       "(Yasa 39).",

    # --- following the play -------------------------------------------------------
    "play.trick-led-by-another": "{trick}. lövede çıkışı, kararın beklediği gibi {expected} değil "
                                 "{leader} yaptı",
    "play.lead-unknown": "{trick}. löve: çıkış bilinmiyor",
    "play.led-against-choice": "{trick}. löve: dekleran {choice} seçmiş olmasına rağmen "
                               "{leader} {card} kartıyla çıktı (Yasa {law}); bu durum sürerse "
                               "Yasa 61A'ya göre rönonstur (Yasa 64 uygulanır)",
    "play.led-respecting-choice": "{trick}. löve: {leader}, {choice} seçimine uyarak {card} "
                                  "kartıyla çıktı (Yasa {law})",
    "play.record-ends-before-lead": "kayıt, {leader} çıkış yapmadan bitiyor",

    # --- Laws 53, 60A --------------------------------------------------------------
    "law53.accepted-as-recorded": "kabul edildi (kayda göre)",
    "law53.accepted-as-recorded.by": "{by} tarafından kabul edildi (kayda göre)",
    "law53.refused-as-recorded": "kabul edilmedi (kayda göre)",
    "law53.refused-as-recorded.by": "{by} tarafından kabul edilmedi (kayda göre)",
    "law53.acceptance-unknown": "kayıt çıkışın kabul edilip edilmediğini göstermiyor",
    "law60a.played-to-it": "kabul edildi: {seat} bu löveye kart oynadı (Yasa 53A, 60A1)",
    "law53.record-stops-after-lead": "kayıt sırasız çıkıştan sonra bitiyor",
    "law53.retracted": "kabul edilmedi: kayıt {trick}. lövede çıkışı {leader:gen} yaptığını "
                       "gösteriyor",

    # --- Laws 48-52 ----------------------------------------------------------------
    "law50b.several-cards-major": "kart sahibinin iki veya daha fazla cezalı kartı var: hepsi "
                                  "majördür (Yasa 50B, 51)",
    "law50b.honour-major": "{card} bir onördür: majör (Yasa 50B)",
    "law50b.deliberate-major": "{card} kasıtlı gösterildi: majör (Yasa 50B)",
    "law50b.inadvertent-minor": "{card} kasıtsız gösterilen, onör olmayan bir karttır: minör "
                                "(Yasa 50B)",
    "law50b.spot-card": "{card} onör değildir: kasıtsız gösterildiyse minör, kasıtlı "
                        "gösterildiyse majör cezalı karttır (Yasa 50B)",
    "law50b.marked-minor-but": "minör olarak işaretlenmiş, ama {reason}",
    "law50b.marked": "{kind} olarak işaretlenmiş; {reason}",
    "law50.card-unknown": "{trick}. löve: bir kart bilinmiyor",
    "law50d2.option-arose": "{trick}. löve: masada {card} dururken {partner} el tuttu; "
                            "dekleranın Yasa 50D2 seçeneği doğdu (kayıt hangisini seçtiğini "
                            "söylemiyor)",
    "law50d2.led-against-choice": "{trick}. löve: dekleran {choice} seçmiş olmasına rağmen "
                                  "{partner} {led} kartıyla çıktı (Yasa 50D2); bu durum sürerse "
                                  "Yasa 61A'ya göre rönonstur",
    "law50d2.led-respecting-choice": "{trick}. löve: {partner}, {choice} seçimine uyarak {led} "
                                     "kartıyla çıktı (Yasa 50D2); {card} kartı ele geri alındı",
    "law50d2.let-lead-anything": "{trick}. löve: dekleran {partner:gen} serbestçe çıkmasına izin "
                                 "verdi (Yasa 50D2c); {card} cezalı kart olarak kalır",
    "law50d1.played-penalty-card": "{trick}. löve: {owner}, {card} cezalı kartını oynadı",
    "law50.not-held": "kayıt, {trick}. lövede {card} kartının {owner:loc} olduğunu göstermiyor",
    "law51a.played-other-penalty-card": "{trick}. löve: {owner} diğer cezalı kartı {card} kartını "
                                        "oynadı (Yasa 51A: hangisinin oynanacağını dekleran "
                                        "belirler)",
    "law50d1.not-played": "{trick}. löve: majör cezalı kart {card} yasal olarak oynanabilirken "
                          "{owner} {played} kartını oynadı (Yasa 50D1); dekleran oynanan kartı "
                          "kabul edebilir ya da cezalı kartın oynanmasını isteyebilir (Yasa 52) "
                          "ve bunun için löve aktarılmaz (Yasa 64B3)",
    "law50c.spot-card-first": "{trick}. löve: {owner}, minör cezalı kart {card} kartından önce "
                              "onör olmayan {played} kartını oynadı (Yasa 50C); Yasa 52 uygulanır",
    "law50.never-played": "kayıt {card} kartının oynandığını hiç göstermiyor",
    "law50.record-ends-before-played": "kayıt, {card} kartı oynanmadan bitiyor",
    "law50e.ui.major": "cezalı kart olarak görülen {card} (yalnızca onu oynama zorunluluğu "
                       "izinli bilgidir)",
    "law50e.ui.minor": "cezalı kart olarak görülen {card}",
    "law49.ask.which": "hangi kart göründü ve kimin?",
    "law49.unknown": "Görünen bir kart var: kayıt kimin ya da hangi kart olduğunu söylemiyor.",
    "law48a.declarers-card": "dekleranın ya da yerin kartı",
    "law48a.exposed-not-penalty": "{owner} dekleranın tarafında: görünen kart cezalı kart değildir "
                                  "(Yasa 48A); elde kalır.",
    "law50.ask.which": "hangi kart ve kimin?",
    "law50.unknown": "Bir cezalı kart var: kayıt kimin ya da hangi kart olduğunu söylemiyor.",
    "law48a.only-defenders": "{owner} dekleranın tarafında: yalnızca defans oyuncusunun cezalı "
                             "kartı olabilir (Yasa 48A, 50A).",
    "law49.penalty-card": "{owner:gen} normal oyun dışında görünen {card} kartı cezalı karttır "
                          "(Yasa 49).",
    "law50.penalty-card": "{owner:gen} {card} kartı cezalı karttır.",
    "law50b.ask.deliberate": "{card} kasıtlı mı (majör) yoksa kasıtsız mı (minör) gösterildi? "
                             "(Yasa 50B)",
    "law52.ask.accepted": "Yasa 52: dekleran cezalı kartın yerine oynanan kartı kabul etti mi? "
                          "Etmediyse yerine cezalı kart oynanır ve kurala aykırı oynanan kart "
                          "majör cezalı karta dönüşür",
    "law50d.rule": "ilk yasal fırsatta oynanmak zorundadır ve {partner} el tuttuğunda dekleran "
                   "{suit} rengiyle çıkılmasını isteyebilir ya da bu rengi yasaklayabilir "
                   "(Yasa 50D)",
    "law50c.rule": "{owner}, bu karttan önce onör olmayan başka bir {suit} oynayamaz (Yasa 50C)",
    "law50.class-and-rule": "{reason:cap}; {rule}.",
    "law50.class": "{reason:cap}.",
    "law51.also-has": "{owner:gen} ayrıca {cards} cezalı kartları da var (Yasa 51).",

    # --- Laws 53-56: leads out of turn --------------------------------------------
    "law50d.card-led-becomes-penalty": "çıkılan kart majör cezalı karta dönüşür (Yasa 50D).",
    "law50d2.card-went-back": "{card} kartı {offender:gen} eline geri döndü (Yasa 50D2)",
    "law54d.refused.partner-leads": "{card} majör cezalı karta dönüşür (Yasa {law}, 50D); şimdi "
                                    "{partner} çıkar ve dekleran {suit} rengiyle çıkılmasını "
                                    "isteyebilir ya da bu rengi yasaklayabilir (o zaman {card} "
                                    "ele geri alınır) veya serbest bırakabilir; o zaman kart "
                                    "cezalı kart olarak kalır (Yasa 50D2).",
    "law54d.refused.other-leads": "{card} majör cezalı karta dönüşür (Yasa {law}, 50D); çıkışı "
                                  "{proper} yapar; {card} majör cezalı kart olarak kalır ve "
                                  "{partner} her el tuttuğunda dekleranın Yasa 50D2 seçeneği "
                                  "doğar.",
    "law54d.refused.proper-hand-leads": "{card} majör cezalı karta dönüşür (Yasa {law}, 50D); "
                                        "çıkışı doğru el yapar; {card} majör cezalı kart olarak "
                                        "kalır ve {partner} her el tuttuğunda dekleranın Yasa "
                                        "50D2 seçeneği doğar.",
    "law50d2.declarer-chose": "Dekleranın seçimi: {choice}.",
    "law54.ask.who": "sırasız atağı kim yaptı?",
    "law54.unknown": "Sırasız bir atak var: kayıt atağı kimin yaptığını söylemiyor.",
    "law54e.law24-applies": "dekleranın tarafındaki oyuncu için Yasa 24 uygulanır",
    "law54e.declaring-side-led": "Dekleranın tarafındaki {offender} atak yapmaya çalıştı: Yasa 24 "
                                 "uygulanır (Yasa 54E); kart ele geri döner ve {offender} defans "
                                 "yapmayacağı için cezalı kart olmaz. Atağı doğru oyuncu yapar.",
    "law54.head": "{offender}, atak sırası {partner:loc} iken yüzü açık {card} kartıyla sırasız "
                  "atak yaptı. Dekleran olacağı varsayılan {presumed}, elini yere açıp yer "
                  "olabilir (Yasa 54A), atağı kabul edebilir (Yasa 54B) ya da kabul etmeyebilir "
                  "(Yasa 54D).",
    "law54.head.no-card": "{offender}, atak sırası {partner:loc} iken sırasız atak yaptı. "
                          "Dekleran olacağı varsayılan {presumed}, elini yere açıp yer olabilir "
                          "(Yasa 54A), atağı kabul edebilir (Yasa 54B) ya da kabul etmeyebilir "
                          "(Yasa 54D).",
    "law54b.accepted-reason": "atak kabul edildi; löveye ikinci kart dekleranın kendi elinden "
                              "oynanır",
    "law54a.declares": "{declarer} dekleran olur; atak geçerlidir",
    "law54a.spread": "Elini yere açtı: {declarer} dekleran olur ve atak geçerlidir (Yasa 54A).",
    "law54a.played-the-hand": "eli {declarer} oynadı",
    "law53.lead-was": "Çıkış {how}: {outcome}",
    "law53.lead-status": "{how:cap}.",
    "law54b.accepted": "yer elini açar ve löveye ikinci kart dekleranın kendi elinden oynanır "
                       "(Yasa 54B).",
    "law54c.ask.saw-dummy": "dekleran olacağı varsayılan oyuncu yerin herhangi bir kartını görmüş "
                            "olabilir mi? Öyleyse atağı kabul etmek zorundadır (Yasa 54C)",
    "law54.if-spread": "dekleran olacağı varsayılan oyuncu elini yere açar (Yasa 54A)",
    "law54.if-accepted": "atak kabul edildi (Yasa 54B)",
    "law54.if-refused": "atak kabul edilmedi (Yasa 54D)",
    "law53.ask.who": "hangi lövede kim sırasız çıktı?",
    "law53.unknown": "Sırasız bir çıkış var: kayıt kimin ya da ne zaman çıktığını söylemiyor.",
    "law53.led.card-proper": "{offender}, {trick}. lövede çıkış sırası {proper:loc} iken {card} "
                             "kartıyla sırasız çıkış yaptı.",
    "law53.led.card": "{offender}, {trick}. lövede {card} kartıyla sırasız çıkış yaptı.",
    "law53.led.proper": "{offender}, {trick}. lövede çıkış sırası {proper:loc} iken sırasız "
                        "çıkış yaptı.",
    "law53.led": "{offender}, {trick}. lövede sırasız çıkış yaptı.",
    "law53a.stands-reason": "çıkış geçerlidir; sıradaki el bu löveye oynar",
    "law56.options": "Dekleran sırasız çıkışı kabul edebilir (Yasa 53A) ya da kabul etmeyebilir "
                     "(Yasa 56).",
    "law55a.options": "Defans oyuncularından her biri çıkışı kabul edebilir (Yasa 53A) ya da geri "
                      "alınmasını isteyebilir; anlaşamazlarsa sıradaki oyuncu {holder} karar "
                      "verir (Yasa 55A).",
    "law55c.watch": "dekleran geri alınan kartın verdiği bilgiden yararlanırsa hakem skoru "
                    "ayarlayabilir (Yasa 55C)",
    "law55b.wrong-hand": "dekleran yanlış elden çıktı: kart geri alınır ve dekleran doğru elden, "
                         "{proper:abl}, istediği bir kartla çıkar (Yasa 55B).",
    "law55a.back-reason": "kart ele geri döner; başka onarma yok",
    "law55a.defenders-lead": "çıkış sırası defanstaydı: kart geldiği ele onarmasız geri konur "
                             "(Yasa 55A).",
    "law55.trick-led-by": "{trick}. lövede çıkışı {leader} yaptı",
    "law55.record-ends": "kayıt bitiyor",
    "law53a.stands": "çıkış geçerlidir (Yasa 53A).",
    "law53.if-accepted": "kabul edildi (Yasa 53A)",
    "law53.if-refused": "kabul edilmedi",

    # --- Law 57: premature lead or play (S001) -------------------------------------
    "law57.ask.who": "hangi lövede kim hangi kartı zamanından önce oynadı?",
    "law57.unknown": "Zamanından önce oynanmış bir kart var: kayıt kimin, hangi kartı ya da ne "
                     "zaman oynadığını söylemiyor.",
    "law57c3.declaring-side": "{offender} dekleranın tarafında: dekleranın iki elden birinden "
                              "zamanından önce oynadığı kart oynanmış karttır ve yasalsa geçerli "
                              "kalır (Yasa 57C3).",
    "law57c1.both-hands-played": "{offender}, {card} kartını ortağından önce oynadı, ama dekleran "
                                 "usulsüzlükten önce her iki elden de kart oynamıştı: onarma yok "
                                 "(Yasa 57C1); kart oynanmış sayılır.",
    "law57c2.dummy-first": "Yer önce bir kart oynamış ya da önermişti: defans oyuncusunun oyunu "
                           "onarmaya tabi olmaz (Yasa 57C2).",
    "law57a.partner-void": "{partner:gen} {suit} rengi yok, bu yüzden oynanan renkteki en büyük "
                           "ya da en küçük kart seçeneği uygulanamaz",
    "law57a.partner-singleton": "{partner:gen} {suit} renginde tek kartı var; onu zaten oynamak "
                                "zorunda",
    "law57a.partner-must-follow": "{partner} {suit} rengine uymak zorunda, bu yüzden başka bir "
                                  "rengin yasaklanması onu bağlamaz",
    "law57a3.may-forbid": "dekleran {partner:dat} {suits:or} oynamayı yasaklayabilir",
    "law57a1.may-require-highest-or-lowest": "dekleran {partner:abl} {suit} rengindeki en büyük "
                                             "ya da en küçük kartını oynamasını isteyebilir",
    "law57b.nothing-binds": "dekleranın seçeneklerinden hiçbiri {partner:acc} bağlamaz "
                            "(Yasa 57B, 59)",
    "law57a.rule": "{offender}, {trick}. lövede ortağı {partner} henüz kart oynamadan {card} "
                   "kartını zamanından önce oynadı: {card} majör cezalı karta dönüşür (Yasa 57A, "
                   "50D); {offer}.",
    "law57a.rule.why": "{offender}, {trick}. lövede ortağı {partner} henüz kart oynamadan {card} "
                       "kartını zamanından önce oynadı: {card} majör cezalı karta dönüşür (Yasa "
                       "57A, 50D); {why:semicolon}; {offer}.",
    "law57a.declarer-chose": "Dekleranın seçimi: {choice}.",
    "law57.ui.played-early": "zamanından önce oynanan {card}",
    "law57a.respected": "{trick}. löve: {partner}, dekleranın seçimine ({choice}) uyarak {card} "
                        "kartını oynadı (Yasa 57A)",
    "law57a.violated": "{trick}. löve: dekleran {choice} seçmiş olmasına rağmen {partner} {card} "
                       "kartını oynadı (Yasa 57A); bu durum sürerse Yasa 61A'ya göre rönonstur",
    "law10c1.ask.options-explained": "dekleran {choice} seçti, ama bu seçim burada {partner:acc} "
                                     "bağlamıyor: bağlayıcı seçenekler açıklandı mı (Yasa 10C1)?",
    "law57d1.legal-reason": "yasal kart, sırasında oynandı",
    "law57d.ui.shown-early": "zamanından önce gösterilen {card}",
    "law57d1.legal": "{offender}, {card} kartını sağındaki rakipten önce oynadı: kart yasal "
                     "olduğundan kendi sırasında oynanmış sayılır; cezalı kart olmaz (Yasa 57D1), "
                     "ancak ortağı bu bilgiyi kullanamaz (Yasa 16C).",
    "law57d2.illegal": "{offender}, {card} kartını sağındaki rakipten önce oynadı ve bu kart bu "
                       "löveye yasal olarak oynanamazdı: majör cezalı kart (Yasa 57D2).",

    # --- Law 58 --------------------------------------------------------------------
    "law58.ask.which": "hangi kartlar göründü ve kimin?",
    "law58.unknown": "Eşzamanlı kartlar var: kayıt kimin ya da hangi kartlar olduğunu "
                     "söylemiyor.",
    "law58b1.one-visible": "{offender:gen} kartlarından yalnızca {card} göründü: o kart oynanır, "
                           "diğerleri onarmasız ele geri döner (Yasa 58B1).",
    "law58b2.ask.designated": "kusurlu oyuncu hangi kartı belirledi (Yasa 58B2)?",
    "law58b2.not-designated": "{offender} aynı anda {cards} kartlarını gösterdi: oynayacağı kartı "
                              "kendisi belirler (Yasa 58B2); kayıt hangisini söylemiyor.",
    "law58b2.defender": Plural("count", {
        "one": "{offender} aynı anda {cards} kartlarını gösterdi ve {played} kartını oynar "
               "(Yasa 58B2); defans oyuncusu olduğundan görünen diğer kartı cezalı karta dönüşür: "
               "{others} (Yasa 50B, 51).",
        "other": "{offender} aynı anda {cards} kartlarını gösterdi ve {played} kartını oynar "
                 "(Yasa 58B2); defans oyuncusu olduğundan görünen diğer kartları cezalı kartlara "
                 "dönüşür: {others} (Yasa 50B, 51)."}),
    "law58b2.penalty-card-of-kind": "{card} ({kind})",
    "law58b2.declaring-side": "{offender} ({role}) aynı anda {cards} kartlarını gösterdi ve "
                              "{played} kartını oynar (Yasa 58B2); diğerleri ele geri döner.",

    # --- Laws 61-64: revokes (S003) -------------------------------------------------
    "law64.later-tricks": Plural("count", {"one": "{tricks:ord} löveyi",
                                           "other": "{tricks:ord+and} löveleri"}),
    "law64.later-tricks-and-claim": Plural("count", {
        "one": "{tricks:ord} löveyi ve talepte {claimed} löveyi",
        "other": "{tricks:ord+and} löveleri ve talepte {claimed} löveyi"}),
    "law64.claim-tricks": "talepte {claimed} löveyi",
    "law64b3.dummy": "yerin rönonsu: masada açık bir kartın oynanmaması",
    "law64b3.faced-card": "masada açık duran bir kartın (cezalı kartın) oynanmaması",
    "law64b4.late": "dikkat ancak sonraki bord çağrıldıktan ya da tur bittikten sonra çekildi "
                    "(Yasa 64B4-5)",
    "law64b8.corrected-62c3": "Yasa 62C3 gereğince düzeltildi",
    "law64b2.second-revoke": "{offender:gen} {suit} rengindeki ikinci rönonsu (ilki {first}. "
                             "lövedeydi)",
    "law64b2.second-revoke.suit-unknown": "{offender:gen} aynı renkteki ikinci rönonsu (ilki "
                                          "{first}. lövedeydi)",
    "law64b6.trick-12": "12. lövedeki rönons bunun yerine Yasa 62D'ye göre düzeltilir",
    "law64b7.both-sides": "bu bordda iki taraf da rönons yaptı",
    "law64b1.won-neither": "{side} ne rönons lövesini ({trick}. löve, kazanan: "
                           "{winner:none=nobody}) ne de sonraki bir löveyi kazandı",
    "law64a1.revoker-won": "rönons lövesini ({trick}. löve) rönonsu yapan {offender} kazandı; "
                           "{side} ayrıca {later} de kazandı",
    "law64a1.revoker-won.no-later": "rönons lövesini ({trick}. löve) rönonsu yapan {offender} "
                                    "kazandı; {side} sonraki hiçbir löveyi kazanmadı",
    "law64a2.partner-won": "rönons lövesini ({trick}. löve) rönonsu yapanın ortağı {winner} "
                           "kazandı",
    "law64a2.side-won": "rönons lövesini ({trick}. löve) rönonsu yapanın tarafından {winner} "
                        "kazandı",
    "law64a2.won-later": "rönons lövesini ({trick}. löve) {winner:none=nobody} kazandı; {side} "
                         "{later} kazandı",
    "law64.capped": Plural("room", {
        "one": "{basis}; sınır: {side}, {first}. löveden itibaren yalnızca {room} löve daha "
               "kazandı",
        "other": "{basis}; sınır: {side}, {first}. löveden itibaren yalnızca {room} löve daha "
                 "kazandı"}),
    "law62d.correction": "12. löveye {card13}, 13. löveye {card12} oynansaydı (diğer kartlar "
                         "aynı) 12. löveyi {winner12}, 13. löveyi {winner13} kazanırdı",
    "law61.ask.who": "hangi lövede kim rönons yaptı?",
    "law61.unknown": "Bir rönons var: kayıt kimin ya da hangi lövede yaptığını söylemiyor.",
    "law64c.watch.if-stood": "rönons geçerli kaldıysa hakkaniyet değerlendirmesi",
    "law63a.undecided": "{offender:gen} {trick}. lövedeki rönonsu: kayıt, rönons resmileşmeden "
                        "bitiyor (Yasa 63A). Dikkat şimdi çekildiyse rönons düzeltilir (Yasa 62); "
                        "geçerli kaldıysa Yasa 64 uygulanır.",
    "law62.if-corrected": "resmileşmeden düzeltildi (Yasa 62)",
    "law63a.if-established": "resmileşti (Yasa 63A)",
    "law63a.ask.noticed-before": "rönons resmileşmeden önce fark edildi mi (Yasa 63A)?",
    "law62b1.corrected": "{offender:gen} {trick}. lövedeki rönonsu düzeltildi (Yasa 62A): {card} "
                         "geri alınır ve majör cezalı karta dönüşür (Yasa 62B1); yerine yasal bir "
                         "kart oynanır.",
    "law62b2.replaced-reason": "dekleranın ya da yerin kartı değiştirilir",
    "law62b2.corrected": "{role:cap} {trick}. lövedeki rönonsu düzeltildi (Yasa 62A): kartın "
                         "yerine yasal bir kart oynanır, başka onarma yoktur (Yasa 62B2).",
    "law62d2.partner-may-not-use": "12. lövede kusurlu oyuncunun ortağı, rönons kartının "
                                   "gösterdiği bilgiyi kullanamaz (Yasa 62D2).",
    "law63.who": "{offender}",
    "law63.who.role": "{role:cap} {offender}",
    "law64b4.assumed-in-time": "varsayım: dikkat, sonraki bord çağrılmadan ve tur bitmeden önce "
                               "çekildi (Yasa 64B4-5)",
    "law63a.established.transfer": Plural("tricks", {
        "one": "{who}, {trick}. lövede rönons yaptı ve rönons resmileşti (Yasa 63A): oyun "
               "bitiminde {to} tarafına {tricks} löve aktarılır (Yasa {law}: {basis}).",
        "other": "{who}, {trick}. lövede rönons yaptı ve rönons resmileşti (Yasa 63A): oyun "
                 "bitiminde {to} tarafına {tricks} löve aktarılır (Yasa {law}: {basis})."}),
    "law63a.established.no-transfer": "{who}, {trick}. lövede rönons yaptı ve rönons resmileşti "
                                      "(Yasa 63A); löve aktarılmaz (Yasa {law}: {basis}).",
    "law62d.correction-line": "Yasa 62D düzeltmesi: {correction}; dekleran {before} löve yerine "
                              "{tricks} löve alırdı",
    "law62d1.if-before-hands-returned": "dört el bordun içine geri konmadan önce fark edildi "
                                        "(Yasa 62D1)",
    "law64b6.if-later": "daha sonra fark edildi: sonuç geçerli kalır (Yasa 64B6)",
    "law62d.must-still-correct": "Eller bordun içine geri konmadan önce fark edilirse yine de "
                                 "düzeltilmelidir (Yasa 62D).",
    "law64c2a.watch": "tekrarlanan rönons: kusursuz taraf o olmasaydı büyük olasılıkla daha fazla "
                      "löve alacak idiyse hakem skoru ayarlar (Yasa 64C2a)",
    "law64c2b.watch": "iki taraf da rönons yaptı: hakem sonucu hiçbir rönons olmamış gibi "
                      "belirler (Yasa 64C2b)",
    "law64c1.watch": "löve aktarımı kusursuz tarafın zararını karşılamazsa hakem ayarlı skor "
                     "verir (Yasa 64C1)",

    # --- Law 67: defective tricks (S003) ----------------------------------------------
    "law67.unknown": "Özürlü bir löve var: kayıt kimin ya da hangi löve olduğunu söylemiyor.",
    "law67.ask.which": "hangi löve özürlü ve kimin kart sayısı yanlış (Yasa 67B)?",
    "law67a.noticed-in-time": "bu durum, her iki taraftan bir oyuncu sonraki löveye kart "
                              "oynamadan fark edildi (Yasa 67A)",
    "law67b.noticed-late": "bu durum, her iki taraf da {next}. löveye kart oynadıktan sonra "
                           "fark edildi (Yasa 67B)",
    "law67.missing-or-extra-unknown": "{offender:gen} {trick}. lövesi özürlü; {when}: kayıt bir "
                                      "kartın eksik mi yoksa fazla mı olduğunu söylemiyor.",
    "law67b.ask.missing-or-extra": "kusurlu oyuncu hiç kart oynamadı mı, yoksa fazla mı oynadı "
                                   "(Yasa 67B)?",
    "law67b1a.held-suit": "{offender:gen} elinde {suit} vardı, ama {trick}. löveye {card} kartını "
                          "koydu (Yasa 67B1a çıkılan renkten bir kart ister)",
    "law67b1a.gave-suit": "{offender}, {trick}. löveye {card} kartını koydu: elinde olduğu için "
                          "çıkılan renkten bir kart (Yasa 67B1a)",
    "law67b1b.gave-any": "{offender}, {trick}. löveye {card} kartını koydu: çıkılan renkten kartı "
                         "olmadığı için herhangi bir kart (Yasa 67B1b)",
    "law67b1.trick-stays": "{trick}. löve {winner:dat} kalır (eklenen kart bunu değiştirmez)",
    "law67a1.supplies": "{offender}, {trick}. löveye kart oynamadı; {when}: oynayabileceği yasal "
                        "bir kartı löveye koyar; başka onarma yoktur.",
    "law67b1.as-64a2": "Yasa 64A2'deki gibi: {basis}",
    "law67b1.transfer": "oyun bitiminde {side} tarafına bir löve aktarılır ({basis})",
    "law67b1.tricks-unknown": "kazanılan löveler bilinmiyor",
    "law67b1.no-transfer": "löve aktarılmaz ({basis})",
    "law67b1.watch-64c": "her rönonsta olduğu gibi, aktarım zararı karşılamazsa hakkaniyet "
                         "(Yasa 64C)",
    "law67b1.deemed-revoke": "{offender}, {trick}. löveye kart oynamadı; {when}: "
                             "{card:none=a-card} kartını o lövenin oynanmış kartları arasına "
                             "koyar (bu kart lövenin kazanılmasını etkilemez) ve özürlü lövede "
                             "rönons yapmış sayılır (Yasa 67B1); {transfer}.",
    "law67a2.extra": "{offender}, {trick}. löveye birden fazla kart koydu; {when}: Yasa 58B "
                     "(birlikte oynanan kartlar) ya da Yasa 45E (beşinci kart) uygulanır.",
    "law67a2.ask.58b-or-45e": "kartlar birlikte mi oynandı (Yasa 58B), yoksa biri löveye beşinci "
                              "kart mıydı (Yasa 45E)?",
    "law67b2b.failed-to-follow": "{trick}. löve: {offender}, geri konan bir kart elindeyken renge "
                                 "uymadı: bu bir rönonstur ve Yasa 64'e göre karara bağlanır "
                                 "(Yasa 67B2b)",
    "law67b2.if-restored-card-seen": "defans oyuncusunun geri konan bir kartı görüldü (cezalı "
                                     "karta dönüşür, Yasa 67B2)",
    "law67b2.restored": "{offender}, {trick}. löveye birden fazla kart koydu; {when}: "
                        "{cards:none=extra-cards} eline geri konur, oynarken görünen kartı lövede "
                        "kalır ve lövenin kazananı değişmez (Yasa 67B2a); geri konan kartın "
                        "sürekli elinde olduğu varsayılır, bu kartın daha önce oynanmamış olması "
                        "rönons teşkil edebilir (Yasa 67B2b).",

    # --- Law 45E: a fifth card ---------------------------------------------------------
    "law45e.unknown": "Bir löveye beşinci kart oynanmış: kayıt kimin ya da hangi kart olduğunu "
                      "söylemiyor.",
    "law45e.ask.which": "hangi kart, kim tarafından?",
    "law45e2.declaring-side": "{offender} ({role}) beşinci kart olarak {card} kartını koydu: hakem "
                              "bunu bir çıkış saymadıkça onarma yoktur; sayarsa Yasa 55 uygulanır "
                              "(Yasa 45E2).",
    "law45e2.ask.deemed-lead": "hakem bunu bir çıkış saydı mı (o zaman Yasa 55)?",
    "law45e1.defender": "{offender}, {trick}. löveye beşinci kart olarak {card} kartını koydu: "
                        "hakem bunu bir çıkış saymadıkça (o zaman Yasa 53 veya 56) kart cezalı "
                        "karta dönüşür (Yasa 45E1); {reason}.",
    "law45e1.deemed-lead": "{offender:gen} beşinci kartı {card} çıkış sayıldı: Yasa 53 (kabul "
                           "edilirse) ya da Yasa 56 (kabul edilmezse: majör cezalı kart) uygulanır "
                           "(Yasa 45E1).",
    "law45e1.if-deemed-lead": "çıkış sayıldı (Yasa 45E1)",
    "law45e1.rule-as-lead": "sırasız çıkış olarak karara bağlayın",
    "law45e1.ask.deliberate": "beşinci kart kasıtlı mı gösterildi? Onör olmayan bir kart yalnızca "
                              "kasıtsız gösterildiyse minör cezalı karttır (Yasa 50B)",

    # --- the end of the hand: result and score ---------------------------------------
    "result.passed-out": "pas geçildi",
    "result.made": Plural("tricks", {"one": "{contract} {diff:made} ({tricks} löve)",
                                     "other": "{contract} {diff:made} ({tricks} löve)"}),
    "result.made-by": Plural("tricks", {
        "one": "{declarer:gen} {contract} kontratı {diff:made} ({tricks} löve)",
        "other": "{declarer:gen} {contract} kontratı {diff:made} ({tricks} löve)"}),
    "result.as-played": "Sonuç: {result}.",
    "result.as-played.scored": "Sonuç: {result}, K-G {score:signed}.",
    "result.after-transfers": Plural("moved", {
        "one": "Sonuç: {before}; {moved} löve aktarıldıktan sonra: {after}.",
        "other": "Sonuç: {before}; {moved} löve aktarıldıktan sonra: {after}."}),
    "result.after-transfers.scored": Plural("moved", {
        "one": "Sonuç: {before} (K-G {score_before:signed}); {moved} löve aktarıldıktan sonra: "
               "{after}, K-G {score_after:signed}.",
        "other": "Sonuç: {before} (K-G {score_before:signed}); {moved} löve aktarıldıktan sonra: "
                 "{after}, K-G {score_after:signed}."}),

    # --- the record against itself ------------------------------------------------------
    "law79.result-mismatch": "Kaydedilen löve sayısı oyunla uyuşmuyor. Oyuncular yanlış bir "
                             "sayıda anlaştıysa ve hata düzeltme süresi içinde ortaya çıkarsa "
                             "hakem düzeltir (Yasa 79C).",
    "law79.result-mismatch.detail": "Kaydedilen löve sayısı oyunla uyuşmuyor ({detail}). "
                                    "Oyuncular yanlış bir sayıda anlaştıysa ve hata düzeltme "
                                    "süresi içinde ortaya çıkarsa hakem düzeltir (Yasa 79C).",
    "law79.result-mismatch.count": "Kaydedilen löve sayısı oyunla uyuşmuyor (oyuna göre dekleran "
                                   "{played} löve aldı, [Result] {recorded} diyor). Oyuncular "
                                   "yanlış bir sayıda anlaştıysa ve hata düzeltme süresi içinde "
                                   "ortaya çıkarsa hakem düzeltir (Yasa 79C).",
    "law79.result-mismatch.count-agreed": "Kaydedilen löve sayısı oyunla uyuşmuyor (oyuna göre "
                                          "dekleran {played} löve aldı, [Result] {recorded} "
                                          "diyor; oyuncular bu sayıda anlaştı, Yasa 69). "
                                          "Oyuncular yanlış bir sayıda anlaştıysa ve hata "
                                          "düzeltme süresi içinde ortaya çıkarsa hakem düzeltir "
                                          "(Yasa 79C).",
    "law79c.watch.result": "oyun kaydı doğruysa kaydedilen sonucu düzeltin",
    "law79c.ask.which-right": "oyun kaydı mı, kaydedilen sonuç mu doğru?",
    "law79.score-mismatch": "Kaydedilen skor, kontrat ve sonucun Yasa 77'ye göre skoru değil; skor "
                            "hatası düzeltme süresi içinde düzeltilir (Yasa 79C).",
    "law79.score-mismatch.detail": "Kaydedilen skor, kontrat ve sonucun Yasa 77'ye göre skoru "
                                   "değil ({detail}); skor hatası düzeltme süresi içinde "
                                   "düzeltilir (Yasa 79C).",
    "law79.score-mismatch.points": "Kaydedilen skor, kontrat ve sonucun Yasa 77'ye göre skoru "
                                   "değil ({declarer:gen} {contract} kontratı {result} löveyle "
                                   "K-G {expected} puan alır; [Score] {recorded} diyor); skor "
                                   "hatası düzeltme süresi içinde düzeltilir (Yasa 79C).",
    "law79c.watch.score": "skoru düzeltin",
    "law22.contract-mismatch": "Kaydedilen kontrat ya da dekleran, artırımın belirlediği değil. "
                               "Kontratı artırım belirler (Yasa 22): kaydı düzeltin.",
    "law22.contract-mismatch.detail": "Kaydedilen kontrat ya da dekleran, artırımın belirlediği "
                                      "değil ({detail}). Kontratı artırım belirler (Yasa 22): "
                                      "kaydı düzeltin.",
    "law22.contract-mismatch.contract": "Kaydedilen kontrat ya da dekleran, artırımın "
                                        "belirlediği değil ([Contract] {recorded} diyor, artırım "
                                        "{auction} ile bitiyor). Kontratı artırım belirler "
                                        "(Yasa 22): kaydı düzeltin.",
    "law22.contract-mismatch.declarer": "Kaydedilen kontrat ya da dekleran, artırımın "
                                        "belirlediği değil ([Declarer] {recorded} diyor, artırıma "
                                        "göre dekleran {auction}). Kontratı artırım belirler "
                                        "(Yasa 22): kaydı düzeltin.",
    "law22.ask.which-wrong": "hangisi yanlış: artırım kaydı mı, kontrat mı?",
    "law2.dealer": "Kaydedilen dağıtıcı, Yasa 2'nin bu bord numarasına verdiği dağıtıcı değil. "
                   "Masada bordun kendi işaretleri geçerlidir: bordu kontrol edin. Bord yanlış "
                   "işaretlendiyse sonuç oynandığı gibi kalır (bir oyuncu yanıltıldıysa hakem "
                   "skoru ayarlayabilir).",
    "law2.vulnerability": "Kaydedilen zon durumu, Yasa 2'nin bu bord numarasına verdiği zon "
                          "durumu değil. Masada bordun kendi işaretleri geçerlidir: bordu kontrol "
                          "edin. Bord yanlış işaretlendiyse sonuç oynandığı gibi kalır (bir "
                          "oyuncu yanıltıldıysa hakem skoru ayarlayabilir).",
    "law2.file-pattern": "Bu dosyanın bordları, Yasa 2'nin numaralarına verdiği dağıtıcı ve zon "
                         "durumunu taşımıyor. Bu, dosyanın nasıl hazırlandığından kaynaklanır, "
                         "masada bir usulsüzlük değildir; masada bordun kendi işaretleri "
                         "geçerlidir (Yasa 2). Bu dosyadan skor hesaplamadan önce dosyanın "
                         "kaynağını kontrol edin.",
    # the detector's account ({detail}) is an English sentence (laws/record_patterns.py):
    # ``:account`` says its numbers in Turkish (reports/explain/accounts.py)
    "law2.file-pattern.detail": "Bu dosyanın bordları, Yasa 2'nin numaralarına verdiği dağıtıcı "
                                "ve zon durumunu taşımıyor{detail:account}. Bu, dosyanın nasıl hazırlandığından "
                                "kaynaklanır, masada bir usulsüzlük değildir; masada bordun kendi "
                                "işaretleri geçerlidir (Yasa 2). Bu dosyadan skor hesaplamadan "
                                "önce dosyanın kaynağını kontrol edin.",
    "law17a.file-pattern": "Bu dosyanın artırımları, dağıtıcıdan başlatıldığında kaydedilen "
                           "deklaranı vermiyor. İlk konuşmayı dağıtıcı yapar (Yasa 17A) ve "
                           "dekleran, kontratın rengini kendi tarafında ilk söyleyen oyuncudur "
                           "(Yasa 22): artırımı ya da deklaranı yanlış olan masa değil, "
                           "dosyadır. Bu dosyadan skor hesaplamadan önce dosyanın kaynağını "
                           "kontrol edin.",
    "law17a.file-pattern.detail": "Bu dosyanın artırımları, dağıtıcıdan başlatıldığında "
                                  "kaydedilen deklaranı vermiyor{detail:account}. İlk konuşmayı dağıtıcı yapar "
                                  "(Yasa 17A) ve dekleran, kontratın rengini kendi tarafında ilk "
                                  "söyleyen oyuncudur (Yasa 22): artırımı ya da deklaranı yanlış "
                                  "olan masa değil, dosyadır. Bu dosyadan skor hesaplamadan önce "
                                  "dosyanın kaynağını kontrol edin.",
    "law68.file-pattern": "Bu dosyanın oyun kayıtları bordlarının büyük bir kısmında sona varmadan kesiliyor "
                          "ya da yeniden oynatılamıyor. Löve talebi, bir oyuncunun masada söylediği ya "
                          "da yaptığıdır (Yasa 68); böyle bir kaydın kesildiği yer, yazanın yazmayı "
                          "bıraktığı yer ya da kimsenin yeniden kuramayacağı bir durumdur: bu "
                          "kesilmelerden löve talebi değerlendirilmez, sonuçları skorlandığı gibi "
                          "kalır. Bu dosyadan bir löve talebini değerlendirmeden önce dosyanın "
                          "kaynağını kontrol edin.",
    "law68.file-pattern.broken": "Oyunlu {plays} bordun {broken} tanesinde oyun yeniden "
                                 "oynatılamıyor: kayıt, bir kartı onu tutmayan bir oyuncuya "
                                 "oynatıyor.",
    "law68.file-pattern.early": "Oyunlu {plays} bordun {early} tanesinde oyun ilk {tricks} lövede "
                                "kesiliyor.",
    "law68.file-pattern.stops": "Bu oyunlardan {stops} tanesi, daha fazla löve gerektiren bir "
                                "[Result] ile kesiliyor: löve talebi olarak değerlendirilmez.",
    "law68.file-pattern.kept": "Oyunu yeniden oynatılabilen bordlardaki diğer {kept} kesilme, "
                               "tek tek löve talebi olarak değerlendirilir.",
    "law68.claim-not-judged": "Bu löve talebi yalnızca oyun kaydının kesildiği yerden çıkarıldı "
                              "ve bu dosyanın kayıtları bordlarının büyük bir kısmında erken kesiliyor: "
                              "değerlendirilmedi (dosyanın tamamıyla ilgili bulguya bakın).",
    "law2.ask.dealer": "masadaki dağıtıcı kaydedilen oyuncu muydu?",
    "law2.ask.vulnerability": "masadaki zon durumu kaydedilen durum muydu?",
    "law13.fouled": "Dağıtım 52 farklı kart içermiyor. Yanlış sayıda ya da eksik kartı olan bord "
                    "düzeltilir (Yasalar 13-14); oyun normal skorlanamıyorsa hakem yapay ayarlı "
                    "skor verir.",
    "law13.if-unscorable": "bord skorlanamıyorsa",
    "law13.ask.where-fouled": "bord masada mı bozuldu, yoksa yalnızca kayıtta mı?",

    # --- claims and concessions (S004) ---------------------------------------------------
    "claim.analysis-off": "Löve talebi kaydedildi; talep analizi kapalı.",
    "claim.ask.no-position": "talep analiz edilemiyor: {reason}",
    "claim.no-position": "Kayıt, talebin değerlendirileceği durumu vermiyor; hakem açıklama "
                         "ifadesine ve ellere bakarak karar verir.",
    "claim.claimed": Plural("left", {
        "one": "{claimer} kalan son löveden {claimed} löveyi talep etti.",
        "other": "{claimer} kalan {left} löveden {claimed} löveyi talep etti."}),
    "claim.conceded": Plural("conceded", {
        "one": "{claimer} kalan {left} löveden {conceded} löveyi terk etti.",
        "other": "{claimer} kalan {left} löveden {conceded} löveyi terk etti."}),
    "claim.double-dummy": "Dört el açıkken talep eden taraf {dd} löve alır.",
    "claim.double-dummy-bounds": "Dört el açıkken talep eden taraf {low} ile {high} arasında "
                                 "löve alır.",
    "law70.upheld": "İtiraz edilen talep geçerli sayılır: her normal oyun tarzında {claimed} löve alınır "
                    "(Yasa 70).",
    "law70.reduced": Plural("lost", {
        "one": "İtiraz üzerine talep edene {awarded} löve verilir: en kötü normal oyun tarzında {lost} löve "
               "rakiplere gider (Yasa 70A).",
        "other": "İtiraz üzerine talep edene {awarded} löve verilir: en kötü normal oyun tarzında {lost} löve "
                 "rakiplere gider (Yasa 70A)."}),
    "law70.worst-line": "en kötü normal oyun tarzı {awarded} löve alır",
    "law71.restored": Plural("back", {
        "one": "İtiraz üzerine talep edene {awarded} löve verilir: hiçbir normal oyun tarzında kaybedilmeyecek "
               "{back} terk edilmiş löve geri verilir (Yasa 71B).",
        "other": "İtiraz üzerine talep edene {awarded} löve verilir: hiçbir normal oyun tarzında "
                 "kaybedilmeyecek {back} terk edilmiş löve geri verilir (Yasa 71B)."}),
    "law71.no-normal-line-loses": "hiçbir normal oyun tarzı bu löveleri kaybetmez",
    "law70.director-decides": "Arama tamamlanamadı: normal bir oyun tarzı {low} ile {high} "
                              "arasında löve verir; kararı hakem verir (Yasa 70).",
    "claim.ask.search-capped": "normal oyun tarzı araması sınırlandı: {low} ile {high} löve arası",
    "law70.class-of-player-only": Plural("slips", {
        "one": "Oyuncu düzeyi: {klass:term=player-class} (normal bir oyun tarzında {slips} "
               "dikkatsizliğe izin verilir).",
        "other": "Oyuncu düzeyi: {klass:term=player-class} (normal bir oyun tarzında {slips} "
                 "dikkatsizliğe izin verilir)."}),
    "law70.class-of-player": Plural("slips", {
        "one": "Oyuncu düzeyi: {klass:term=player-class} (normal bir oyun tarzında {slips} "
               "dikkatsizliğe izin verilir); en iyi normal oyun tarzında alınan löve: "
               "{best:none=unknown}.",
        "other": "Oyuncu düzeyi: {klass:term=player-class} (normal bir oyun tarzında {slips} "
                 "dikkatsizliğe izin verilir); en iyi normal oyun tarzında alınan löve: "
                 "{best:none=unknown}."}),
    "law69a.stands": "Kabul edilen talep geçerlidir (Yasa 69A).",
    "law69b.exceeds-dd": "{claimed} lövelik talep kabul edildi, ama dört el açıkken talep eden "
                         "taraf yalnızca {dd} löve alır: rakipler büyük olasılıkla bir löve "
                         "kazanırdı ve kabullerini düzeltme süresi içinde geri alabilir "
                         "(Yasa 69B).",
    "law69b.watch.exceeds-dd": "{claimed} lövelik talep, dört el açıkken alınabilecek {dd} "
                               "löveden fazla: rakipler kabullerini geri alabilir",
    "law71.conceded-winner": Plural("restorable", {
        "one": "Terk edilen {conceded} löveden {restorable} löveyi hiçbir normal oyun tarzı "
               "kaybetmez: düzeltme süresi içinde dile getirilirse bu terk iptal edilir "
               "(Yasa 71B).",
        "other": "Terk edilen {conceded} löveden {restorable} löveyi hiçbir normal oyun tarzı "
                 "kaybetmez: düzeltme süresi içinde dile getirilirse bu terk iptal edilir "
                 "(Yasa 71B)."}),
    "law71.watch": Plural("tricks", {
        "one": "hiçbir normal oyunla kaybedilemeyecek {tricks} löve terk edildi",
        "other": "hiçbir normal oyunla kaybedilemeyecek {tricks} löve terk edildi"}),
    # the critical line: each careless slip a normal line allows (S004 footnote
    # «dikkatsiz veya düşük nitelikli»)
    "law70.slip": Plural("cost", {
        "one": "{trick}. lövede {seat}, {natural:or} yerine {card} oynar: {kind} (dikkatsiz, "
               "Yasa 70 dipnotu); bu {cost} löveye mal olur.",
        "other": "{trick}. lövede {seat}, {natural:or} yerine {card} oynar: {kind} (dikkatsiz, "
                 "Yasa 70 dipnotu); bu {cost} löveye mal olur."}),
    "law71.finesse": Plural("cost", {
        "one": "{trick}. lövede {seat}, {natural:or} yerine {card} ile empas yapar: kaybedebilen "
               "normal bir oyun, yani terk edilen löve kaybedilebilirdi (Yasa 71); bu {cost} "
               "löveye mal olur.",
        "other": "{trick}. lövede {seat}, {natural:or} yerine {card} ile empas yapar: "
                 "kaybedebilen normal bir oyun, yani terk edilen löveler kaybedilebilirdi "
                 "(Yasa 71); bu {cost} löveye mal olur."}),
    "law70c.slip": Plural("cost", {
        "one": "{trump} kozu dışarıda ve açıklamada söz edilmedi (Yasa 70C): {trick}. lövede "
               "{seat}, bu kozu çekmeden {card} oynar; bu {cost} löveye mal olur.",
        "other": "{trump} kozu dışarıda ve açıklamada söz edilmedi (Yasa 70C): {trick}. lövede "
                 "{seat}, bu kozu çekmeden {card} oynar; bu {cost} löveye mal olur."}),
    "law70c.slip-no-statement": Plural("cost", {
        "one": "Kozlar hakkında açıklama yok: {trump} kozu dışarıda (Yasa 70C); {trick}. "
               "lövede {seat}, bu kozu çekmeden {card} oynar; bu {cost} löveye mal olur.",
        "other": "Kozlar hakkında açıklama yok: {trump} kozu dışarıda (Yasa 70C); {trick}. "
                 "lövede {seat}, bu kozu çekmeden {card} oynar; bu {cost} löveye mal olur."}),
    "law70.slip-kind.order": "kazanan kartları dikkatsiz bir sırayla alma",
    "law70.slip-kind.unblock": "blokajı açmama",
    "law70.slip-kind.crash": "onörlerin aynı lövede çarpışması",
    "law70.slip-kind.spot-order": "bir renk içinde dikkatsiz kart sırası",
    "law70.slip-kind.70c": "söz edilmeyen koz çekilmeden yan renkten kazanan kart alma",
    "law70.slip-kind.trump-first": "çakmak gerekirken koz çekme",
    "law70.slip-kind.ruff": "yanlış kozla çakma ya da çakmak yerine defos yapma",
    "law70.slip-kind.discard": "dikkatsiz bir defos",
    "law70.slip-kind.other": "dikkatsiz bir oyun ({rule})",
    "claim.line-trick": "{number}. {plays} (kazanan: {winner})",
    # points for the director
    "law70c.ask.trump-lead-before-claim": "talepten önceki son lövede koz oynandı: talep edenin "
                                          "dışarıda kalan kozdan haberdar olduğu açık mı "
                                          "(WB 8.70.4)?",
    "law70c.ask.unaware": "rakiplerden birinde açıklamada söz edilmeyen bir koz ({trumps}) var: "
                          "talep edenin bundan haberi olmaması muhtemel sayılır; hakem onun "
                          "haberdar olduğuna karar verirse verilecek löve: "
                          "{alternative:none=unchanged}",
    "law70c.ask.unaware-open": "rakiplerden birinde açıklamada söz edilmeyen bir koz ({trumps}) "
                               "var: talep edenin bundan haberi olmaması muhtemel sayılır; haberi "
                               "olup olmadığına hakem karar verir",
    "law70d2.partner-not-bound": "talep bir defans oyuncusundan: ortağı açıklamayla bağlı değildir "
                                 "ve ortağın her normal oyunu dikkate alınır",
    "law70d1.ask.squeeze-endplay": "açıklama '{clause}' ifadesine dayanıyor: yalnızca açıkça "
                                   "söylenmiş bir oyun tarzı olarak kabul edilir; kararı hakem "
                                   "verir",
    "law70a.conditional": "koşullu açıklama '{clause}': şüpheli durumlar talep edenin aleyhine "
                          "çözümlenir",
    "law70.ask.search-limit": "arama {nodes} durumdan sonra durdu: verilecek löve {low} ile "
                              "{high} arasında; kararı hakem verir",
    "law71.ask.not-searched": "terk, dört el açıkken alınabilecek löveden ({dd}) az; kalan "
                              "{left} lövede hakem programı terk edilen löveleri normal bir oyun "
                              "tarzının kaybedip kaybetmediğini aramaz: hakem değerlendirir",
    "law71.ask.search-limit": "terk edilen löveleri normal bir oyun tarzının kaybedip "
                              "kaybetmediği {nodes} durum içinde belirlenemedi",
    "claim.ask.other": "hakemin değerlendirmesi gereken bir nokta ({code})",
    # the statement (açıklama ifadesi)
    "law70b1.ask.not-understood": "açıklamanın bir bölümü anlaşılamadı: '{clause}' (hakem okur)",
    "law70b.trumps-at-notrump": "Açıklama kozdan ya da çakmaktan söz ediyor, ama kontrat "
                                "kozsuz.",
    "law70c.trumps-not-out": "Açıklama kozların bittiğini söylüyor, ama {holder:gen+none=opponent-gen} "
                             "elinde {cards} var (Yasa 70C: talep edenin bundan haberi yoktu).",
    "law70b.card-not-held": "Açıklama, talep eden tarafın elinde olmayan {cards} kartından söz "
                            "ediyor.",
    "law70b.suit-not-held": "Açıklama, talep eden tarafın elinde olmayan bir rengi oynuyor: "
                            "{suit:none=unnamed-suit}.",
    "law70b.cannot-ruff": "Açıklama çakmaktan söz ediyor, ama talep eden tarafın iki elinde de "
                          "koz yok.",
    "law70b.concede-own-card": "Açıklama, talep eden tarafın elindeki {cards} kartına bir löve "
                               "bırakıyor.",
    "law70b.statement-problem": "Açıklama ellerle çelişiyor ({code}).",

    # --- Laws 41, 43B, 47, 9A4 and more (lawsp, issue 17) -----------------------------
    "law41.ask.when": "atak ne zaman ve nasıl açıldı: hemen yüzü açık (41A), artırım sırasında "
                      "(24), yoksa artırım bitmeden yüzü kapalı (41A)?",
    "law41.ask.who": "atak kimindi ve hangi kartla yapıldı (41)?",
    "law41.during-auction": "{offender}, artırım bitmeden {card:none=a-card} kartını atak olarak "
                            "açtı (41): bu, artırım sırasında görünen bir karttır, Yasa 24. "
                            "{partner} sıradaki konuşmasında pas geçmek zorundadır (24B); kart "
                            "artırım bitene kadar açık kalır.",
    "law41.if-during-auction": "artırım sırasında açıldıysa",
    "law41.if-face-down-early": "artırım bitmeden yüzü kapalı konduysa",
    "law41.if-face-up": "yüzü kapalı yerine hemen açıldıysa",
    "law41.ui.lead-ready": "{offender:gen} atağının hazır olduğu",
    "law41a.face-down-early": "{offender} artırım bitmeden yüzü kapalı bir atak koydu: kart eline "
                              "geri döner (41A) ve artırım sürer; atağın hazır olduğu "
                              "{partner:dat} izinsiz bilgidir (16C).",
    "law41a.faced-not-face-down": "{offender}, atağını yüzü kapalı yapmak yerine {card:none=a-card} "
                                  "kartını hemen açtı (41A): atak geçerlidir ve kimse soru "
                                  "sorma hakkını yitirmez (41B); onarma yok.",
    "law43b.lost-rights": "Haklarını yitirmiş olan yer {dummy}, {offender:gen} rönonsuna ilk "
                          "dikkat çeken oldu: onarma yok (43B); oyun rönons olmamış gibi sürer.",
    "law43b.watch": "defans rönonstan kazanç sağladıysa hakem yalnızca onların skorunu ayarlar "
                    "(43B)",
    "law47.ask.who": "kim hangi kartı geri aldı (47)?",
    "law47.ask.why": "{card:none=a-card} neden geri alındı: 47A-E'nin izin verdiği bir durum mu, "
                     "yoksa hiçbiri mi (o zaman kart oynanmış sayılır, 47F)?",
    "law47.if-not-permitted": "hiçbir yasa izin vermiyorsa",
    "law47.if-permitted": "47A-E'nin izin verdiği biçimde geri alındıysa",
    "law47.permitted": "{offender}, yasaların izin verdiği biçimde {card:none=a-card} kartını "
                       "geri aldı (Yasa {law}): onarma yok.",
    "law47.ui.withdrawn-card": "geri alınan {card}",
    "law47b.declaring-side": "{offender}, yasaya aykırı bir oyunu düzeltmek için "
                             "{card:none=a-card} kartını geri aldı (47B): kart onarmasız "
                             "değiştirilir.",
    "law47b.defender": "{offender}, yasaya aykırı bir oyunu düzeltmek için {card} kartını geri "
                       "aldı (47B): bir defans oyuncusunun böyle geri aldığı kart cezalı karttır "
                       "(49, 50B).",
    "law47f.stays-played": "{offender}, hiçbir yasa izin vermeden {card:none=a-card} kartını "
                           "geri aldı: oynanmış kart oynanmış sayılır (47F).",
    "law50d1.played-same-trick": "{owner}, {card} kartını göründüğü löve olan {trick}. löveye "
                                 "oynadı (50D1): kart orada cezalı kart olmaktan çıktı, bu yüzden "
                                 "deklaranın çıkış seçeneği yok",
    "law57.not-premature": "{offender} {card} kartını oynadığında {partner} zaten oynamıştı: "
                           "kart ortağından önce oynanmadı, 57A uygulanmaz.",
    "law57c.sequence": "Hakemin saptadığı gibi, {trick}. löveye kartlar şu sırayla geldi: "
                       "{sequence}.",
    "law57c2.ask.dummy-own-volition": "yer kartı kendi isteğiyle mi seçti (57C2), yoksa dekleran "
                                      "mı söylemişti?",
    "law58b.ask.faces-visible": "{cards} kartlarından birden fazlasının yüzü görülebildi mi "
                                "(58B2), yoksa yalnızca birininki mi (58B1)?",
    "law58b3.chose": "Geri alınan karttan sonra oynamış olan {holder:gen} seçimi: {choice} (58B3).",
    "law61a.breach.no-transfer": "{player}, {trick}. lövede bu zorunluluğa uymadı: bir rönons "
                                 "(61A), tarafı oynamayı sürdürünce resmileşti (63A); löve "
                                 "aktarılmaz (Yasa {law}: {basis}).",
    "law61a.breach.transfer": "{player}, {trick}. lövede bu zorunluluğa uymadı: bir rönons (61A), "
                              "tarafı oynamayı sürdürünce resmileşti (63A): {tricks} löve "
                              "{to:dat} aktarılır (Yasa {law}: {basis}).",
    "law62c1.chose": "Rönonstan sonra oynamış olan {holder:gen} seçimi: {choice} (62C1).",
    "law67b2.restored-card-seen": "{cards}, {offender:gen} ortağı tarafından görülmüştü: cezalı "
                                  "kart (67B2, 50B).",
    "law69b71.correction-period-over": "Dikkat düzeltme süresinden sonra çekildi: kabul ve terk "
                                       "geçerli kalır (69B, 71).",
    "law69b71.in-correction-period": "Dikkat düzeltme süresi içinde çekildi; 69B ve 71 hâlâ "
                                     "uygulanabilir.",
    "law9.attention-by": "Dikkati {seat} çekti.",
    "law90.ask.procedural-penalty": "yer {dummy:gen} sözü usul cezasını gerektiriyor mu "
                                    "(Yasa 90)?",
    "law9a4.ask.during-play": "yer {dummy}, oyun bitmeden mi dikkat çekti (9A4)?",
    "law9a4.dummy-drew-attention": "Yer {dummy}, oyun sırasında buna dikkat çekti; yer bunu "
                                   "yapamaz (9A4, 43A1(b)); rönons yine de onarılır.",
    "law9a4.dummy-drew-attention.when-unknown": "Yer {dummy} buna dikkat çekti: oyundan sonra "
                                                "çekebilir (9A4), oyun sırasında çekemez "
                                                "(43A1(b)). Her iki durumda da rönons onarılır.",

    # --- Laws 7, 9, 11, 17D, 26B, 27C, 28B, 82C (issue 17 rulings) -------------------
    "law11a.acted-before-director": "Kusursuz taraf hakemi çağırmadan önce harekete geçti: "
                                    "onarma hakkını yitirmiş olabilir (Yasa 11A); usule aykırılık "
                                    "cezası yine de verilebilir (Yasa 11B).",
    "law11a.ask.advantage": "kusursuz taraf, rakiplerin hak ve yükümlülüklerini bilmemesinden "
                            "yarar sağladı mı (Yasa 11A)?",
    "law11a.forfeited": "hakem çağrılmadan önce harekete geçildiği için onarma hakkı yitirildi",
    "law11a.if-advantage": "kusursuz taraf rakiplerin yasayı bilmemesinden yarar sağladı: bu "
                           "kazanç geri alınır (Yasa 11A)",
    "law11a.if-no-advantage": "böyle bir kazanç yok: onarma hakkı yitirilir ve sonuç geçerli "
                              "kalır (Yasa 11A)",
    "law11a.split-score": "bölünmüş skor: kusursuz taraf kazandığını yitirir, kusurlu taraf "
                          "masadaki sonucu korur (Yasa 11A, 12C1b)",
    "law11b.watch": "onarma hakkı yitirilmiş olsa da usule aykırılık cezası verilebilir "
                    "(Yasa 11B, 90)",
    "law17d.apparently-passed-out": "{offender:gen} sırasız pası {missed:gen} sırasını elinden "
                                    "aldı ve {missed} hiç konuşmadığı halde bord pas geçilmiş "
                                    "gibi göründü. Artırım bitmemiştir (Yasa 17D3): artırım "
                                    "süreci devam ettiği sürece sıra {missed:dat} geri döner, "
                                    "sonraki paslar iptal edilir (kusurlu oyuncu {offender} "
                                    "olmak üzere onlar için Yasa 16C uygulanır) ve artırım "
                                    "normal devam eder.",
    "law17d.if-period-ended": "artırım süreci bitmişti: artırım masada bırakıldığı gibi kalır",
    "law17d.if-period-open": "artırım süreci bitmemişti: artırım {missed:dat} geri döner",
    "law17d1.ask.lead-faced": "dikkat çekilmeden önce atak yüzü açık yapılmış mıydı (Yasa 17D1)?",
    "law17d1.lead-faced": "Ancak atak yüzü açık yapılmıştı, bu yüzden artırım süreci bitmişti "
                          "(Yasa 17D1): artırım {missed} için yeniden açılamaz ve kontrat "
                          "geçerli kalır.",
    "law17d1.period-ended": "artırım süreci atak yüzü açık yapıldığında bitti",
    "law17d2.ask.hands-returned": "dikkat çekilmeden önce dört el de bordun içine geri konmuş "
                                  "muydu (Yasa 17D2)?",
    "law17d2.hands-returned": "Ancak dört el de bordun içine geri konmuştu, bu yüzden artırım "
                              "süreci bitmişti (Yasa 17D2): artırım {missed} için yeniden "
                              "açılamaz ve bord pas geçilmiş olarak kalır.",
    "law17d2.period-ended": "artırım süreci eller borda geri konduğunda bitti",
    "law26b.breach-is-revoke": "{partner} kurala uyabilirdi: dekleranın Yasa 26B seçimine "
                               "aykırı çıkış bir rönonstur (Yasa 61A, {trick}. löve) ve Yasalar "
                               "63-64'e göre onarılır",
    "law26b.could-not-comply": "{partner}, dekleranın seçimine aykırı olarak {suit} rengiyle "
                               "çıktı, ama elinde seçime uyan başka kart yoktu: usulsüzlük yok",
    "law27c.replacement-stands": "{offender}, hakem karar vermeden önce bunu {call} ile "
                                 "değiştirdi: soldaki rakip yetersiz deklareyi kabul etmedikçe bu "
                                 "değişiklik geçerlidir ve Yasa 27B'ye göre karara bağlanır "
                                 "(Yasa 27C).",
    "law27c.replacement-unknown": "{offender}, hakem karar vermeden önce bunu değiştirdi: soldaki "
                                  "rakip yetersiz deklareyi kabul etmedikçe bu değişiklik "
                                  "geçerlidir (Yasa 27C); kayıt onu göstermiyor.",
    "law28b.ask.turn-holder-called": "sıra kendisinde olan {turn}, hakem karar vermeden önce "
                                     "gerçekten konuştu mu (Yasa 28B)?",
    "law28b.offender-called-freely": "{offender} kendi sırasında {call} dedi ({number}. "
                                     "konuşma); istediği yasal konuşmayı yapabilirdi; {partner} "
                                     "geri alınan konuşmayı kullanamaz (Yasa 16C2)",
    "law28b.record-shows-another-caller": "kayıt {number}. konuşmada {turn:acc} değil {player:acc} "
                                          "gösteriyor",
    "law28b.turn-holder-call": "{turn} kendi sırasında {call} dedi ({number}. konuşma): bu "
                               "konuşma sıra içinde geçerlidir (Yasa 28B)",
    "law28b.turn-holder-call-not-recorded": "kayıt, geri alınan konuşmadan sonra {turn:gen} "
                                            "konuşmasını göstermiyor",
    "law7.irregular-procedure": "{offender}, bordların ve kartların kullanım usulüne uymadı (Yasa "
                                "7): usule aykırılık cezası verilebilir (Yasa 90).",
    "law82c.ask.error": "masada verilen karar hatalı mıydı ve bord artık normal skorlanamıyor mu "
                        "(Yasa 82C)?",
    "law82c.both-non-offending": "ayarlı skor, iki taraf da kusursuz sayılarak (Yasa 82C); bir "
                                 "sonuç belirlenemezse iki tarafa da ortalama artı (Yasa 12C2: "
                                 "eşli yarışmada her birine %{percent}, takım maçında her birine "
                                 "+{imps} IMP)",
    "law82c.if-error": "masadaki karar hatalıydı ve bord normal skorlanamıyor",
    "law82c.table-agrees": "Masada verilen karar (Yasa {table}) bu kararla aynıdır.",
    "law82c.table-differs": "Masada verilen karar (Yasa {table}) bu karardan (Yasa {ours}) "
                            "farklıdır: bu bir hakem hatasıysa ve hiçbir onarma bordun normal "
                            "skorlanmasını sağlamıyorsa, hakem iki tarafı da kusursuz sayarak "
                            "ayarlı skor verir (Yasa 82C).",
    "law90.watch": "usule aykırılık için usul cezası verilsin mi (Yasa 90)?",
    "law9b.director-called-by": "Hakemi {caller} çağırdı (Yasa 9B); karar, bununla birlikte "
                                "kaydedilen usulsüzlük hakkındadır.",
    "law9b1.called-late": "Usulsüzlüğe dikkat çekildiğinde hakem hemen çağrılmadı (Yasa 9B1a).",
    "law9b1.not-called": "Usulsüzlüğe dikkat çekildiğinde kimse hakemi çağırmadı (Yasa 9B1a): "
                         "onarmaya yalnızca hakem karar verir (Yasa 10A), bu yüzden oyuncuların "
                         "kendi aralarında kararlaştırdıklarının hükmü yoktur.",

    # --- the engine ------------------------------------------------------------------------
    "law9b.director-called": "Burada hakem çağrıldı (Yasa 9B); karar, bununla birlikte "
                             "kaydedilen usulsüzlük hakkındadır.",
    "engine.ask.no-rule": "hakem programının '{kind}' için henüz kuralı yok: kararı hakem verir",
    "engine.no-rule": "{kind}: hakem programı bu tür için henüz karar vermiyor; bkz. Yasa {laws}.",
    "engine.ask.rule-failed": "hakem programı karar veremedi ({error}): kararı hakem verir",
    "engine.rule-failed": "hakem programı bu {kind} için karar veremedi: {error}",
    # --- Yasa 37: ayrı bir usulsüzlük olarak karara bağlanan ihlal -----------------------
    "law37.ruled-apart": "{player}, Yasa {law} gereğince pas geçmek zorundayken {number}. "
                          "konuşmada {call} dedi: bu, pas zorunluluğu varken konuşma olarak "
                          "ayrıca karara bağlanır (Yasa 37)",
    # --- Yasa 82C: masadaki kararın sözcükleri (ruled-option=) ----------------------------
    "law82c.table-applied-agrees": "Hakem masada {action} uyguladı; bu karar da aynısını uygular.",
    "law82c.table-applied-differs": "Hakem masada {action} uyguladı; bu karar bunu uygulamaz.",
    "law82c.table-choice-agrees": "Hakem masada {choice} seçimine izin verdi; bu karar da aynı "
                                  "seçimi tanır.",
    "law82c.table-choice-differs": "Hakem masada {choice} seçimine izin verdi; bu karar bu seçimi "
                                   "tanımaz.",
    # --- Yasa 11A: bölünmüş skorun rakamları ---------------------------------------------
    "law11a.split-numbers": Plural("gained", {
        "one": "Kazanç geri alınırsa bölünmüş skor (Yasa 12C1(b)): {acting} kazandığı {gained} "
               "löveyi kaybeder, dekleran {tricks} yerine {adjusted} löveyle skorlanır: K-G {ns}, "
               "D-B {ew}; usulsüzlüğü yapan taraf masadaki sonucu korur.",
        "other": "Kazanç geri alınırsa bölünmüş skor (Yasa 12C1(b)): {acting} kazandığı {gained} "
                 "löveyi kaybeder, dekleran {tricks} yerine {adjusted} löveyle skorlanır: K-G {ns}, "
                 "D-B {ew}; usulsüzlüğü yapan taraf masadaki sonucu korur."}),
    "law11a.need-gain": "Bölünmüş skorun rakamları için hakem tarafın kaç löve kazandığını "
                         "belirtir (hakem işaretinde gained=N).",
    "law11a.need-actor": "Bölünmüş skorun rakamları için hakem işareti harekete geçen oyuncuyu "
                          "(ilk oyuncu) belirtir.",
    "law11a.need-result": "Bölünmüş skorun rakamları için kayıtta kontrat, dekleran, zon ve "
                           "sonuç bulunmalıdır.",
    # --- Yasa 41 ve 47, hakem incelemesinden sonra ---------------------------------------
    "law41.if-offender-defends": "{offender} defans yapar: kart majör cezalı karttır (50)",
    "law41.if-offender-declares": "{offender} dekleran ya da yer olur: kartı eline geri alır",
    "law47c.defender": "{offender}, {card:none=a-card} kartını istemeden söylenmiş bir kart gibi "
                       "geri aldı, ama bu düzeltme dekleranındır (45C4(b)): defans oyuncusunun "
                       "oynadığı kart oynanmış kalır (47F).",
    # --- claim desk additions (issue 21): a claim judged from the position entered ------
    "claim.position-entered": Plural("tricks", {
        "one": "Talep, hakemin talep anındaki kartlardan girdiği durumdan değerlendirildi "
               "(son löve, çıkış sırası {lead:loc}): oyun kaydı yok.",
        "other": "Talep, hakemin talep anındaki kartlardan girdiği durumdan değerlendirildi "
                 "(kalan {tricks} löve, çıkış sırası {lead:loc}): oyun kaydı yok."}),
    "claim.contested-not-judged": "İtiraz edilen talep: bu sayfada değerlendirilmedi (Yasa 70).",
    "claim.ask.judge-at-desk": "itiraz edilen talebi talep masasında değerlendirin",
    "claim.no-play-record": "Oyun kaydı olmadığından hiçbir oyuncunun daha önce bir renge uymadığı "
                            "bilinmiyor; önceki oyunlardan hiçbir renk boş sayılmaz (Yasa 70E1).",
}
#: Names take their suffix with an apostrophe (Batı'ya) or without, as the seeds do (Batıya).
APOSTROPHE = False


def plural(n: int) -> str:
    return "one" if n == 1 else "other"


def join(items: list[str], how: str) -> str:
    """A list in Turkish: "pik, kör veya karo", "Kuzey ve Güney".

    >>> join(["pik", "kör", "karo"], "or"), join(["Kuzey", "Güney"], "and")
    ('pik, kör veya karo', 'Kuzey ve Güney')
    """
    if how in ("space", "slash", "comma", "semicolon"):
        return {"space": " ", "slash": "/", "comma": ",", "semicolon": "; "}[how].join(items)
    if how in ("or", "and") and len(items) > 1:
        word = " veya " if how == "or" else " ve "
        return ", ".join(items[:-1]) + word + items[-1]
    return ", ".join(items)


_BACK = set("aıou")
_FRONT = set("eiöü")
_VOICELESS = set("fstkçşhp")
#: How the last character of a word is read, for harmony: digits by their Turkish
#: names (3 "üç", 4 "dört"...), letters of an abbreviation by their letter names.
_READ = {"0": "sıfır", "1": "bir", "2": "iki", "3": "üç", "4": "dört", "5": "beş",
         "6": "altı", "7": "yedi", "8": "sekiz", "9": "dokuz",
         "A": "a", "B": "be", "C": "ce", "D": "de", "E": "e", "F": "fe", "G": "ge", "H": "haş",
         "I": "ı", "J": "je", "K": "ka", "L": "le", "M": "me", "N": "ne", "O": "o", "P": "pe",
         "R": "re", "S": "se", "T": "te", "U": "u", "V": "ve", "Y": "ye", "Z": "ze"}

#: case -> (two-way vowel a/e or four-way ı/i/u/ü, buffer after a vowel, ending)
_CASES = {
    "acc": ("4", "y", ""),     # -(y)ı: Batı'yı, Kuzey'i
    "dat": ("2", "y", ""),     # -(y)a: Batı'ya, Kuzey'e
    "gen": ("4", "n", "n"),    # -(n)ın: Batı'nın, Kuzey'in
    "loc": ("2", "", "d"),     # -da/-ta: Batı'da, Doğu'da
    "abl": ("2", "", "dn"),    # -dan/-tan: Kuzey'den
    "ins": ("2", "y", "l"),    # -(y)la: Batı'yla, Kuzey'le
}


def _spoken(word: str) -> str:
    """How the end of ``word`` sounds: a digit or a capital letter by its name."""
    last = word.rstrip()[-1:]
    if last.isdigit() or (last.isupper() and last in _READ):
        return _READ[last]
    return word


def suffix(word: str, case: str, apostrophe: bool | None = None) -> str:
    """``word`` with the Turkish case suffix ``case`` (acc, dat, gen, loc, abl, ins);
    ``ord`` writes a number as an ordinal ("5." read *beşinci*)."""
    if case == "ord":
        return f"{word}."
    if case not in _CASES:
        return word
    mark = "'" if (APOSTROPHE if apostrophe is None else apostrophe) or \
        word.rstrip()[-1:].isdigit() else ""
    return _suffixed(word, case).replace("\0", mark)


def _suffixed(word: str, case: str) -> str:
    spoken = _spoken(word).lower()
    vowels = [c for c in spoken if c in _BACK | _FRONT]
    last_vowel = vowels[-1] if vowels else "e"
    ends_vowel = spoken[-1:] in _BACK | _FRONT
    harmony, buffer, ending = _CASES[case]
    if harmony == "2":
        vowel = "a" if last_vowel in _BACK else "e"
    else:
        vowel = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü",
                 "ü": "ü"}[last_vowel]
    if ending == "d":
        return f"{word}\0{'t' if spoken[-1:] in _VOICELESS else 'd'}{vowel}"
    if ending == "dn":
        return f"{word}\0{'t' if spoken[-1:] in _VOICELESS else 'd'}{vowel}n"
    if ending == "l":
        return f"{word}\0{buffer if ends_vowel else ''}l{vowel}"
    if ending == "n":
        return f"{word}\0{'n' if ends_vowel else ''}{vowel}n"
    return f"{word}\0{buffer if ends_vowel else ''}{vowel}"


def catalogue(fallback: Catalogue | None = None) -> Catalogue:
    return Catalogue("tr", SENTENCES, TERMS, plural, ("one", "other"), inflect=suffix,
                     join=join, fallback=fallback)


__all__ = ["SENTENCES", "TERMS", "catalogue", "join", "plural", "suffix"]
