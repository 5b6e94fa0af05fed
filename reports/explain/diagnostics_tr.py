"""Turkish: the diagnostics' sentences (:mod:`.diagnostics`), one per code (``code/kind``
where one code says several things), in the words of docs/glossary.md: *etiket* (a PBN
tag), *kayıt* (a record, a PBN "game"), *bord*, *dağıtım*, *artırım*, *löve*,
*dekleran*, *dağıtıcı*, *renge uymak*. Bridge notation a TD reads as written (a tag's
name in brackets, ``^R``, ``3NT``) stays as it is.
"""

from __future__ import annotations

from typing import Any

from .catalogue import Entry

WORDS: dict[str, Any] = {
    "severity.error": "hata", "severity.warning": "uyarı", "severity.info": "bilgi",
    "more-diagnostics": "{path}: {n} bildirim daha (hepsi için: --max-diagnostics 0)",
    "no-rows": "(satır yok)",
    "deviation-law.Law 70C": "Yasa 70C", "deviation-law.Law 70 footnote": "Yasa 70 dipnotu",
    # what a conversion lost (reports/conversion.py, hakem convert)
    "loss.tag": 'etiket [{name} "{value}"]', "loss.value": "{name}: {value}",
    "loss.value-now": "{name}: {value} (şimdi {now})", "loss.contract-by": "{contract} (dekleran {seat})",
    "loss.name.dealer": "dağıtıcı", "loss.name.vulnerability": "zon", "loss.name.deal": "dağıtım",
    "loss.name.contract": "kontrat", "loss.name.declarer": "dekleran",
    "loss.name.declarer_swapped": "dekleran değişimi", "loss.name.result": "sonuç",
    "loss.name.result_agreed": "anlaşılmış sonuç",
    "loss.comment": "açıklama {text}", "loss.new-problem": "yeni sorun: {text}",
    "loss.call": "{n}. konuşma ({seat}: {call}): {what}", "loss.missing": "eksik",
    "loss.part.call": "konuşma", "loss.part.seat": "oyuncu yönü", "loss.part.alert": "uyarı (alert)",
    "loss.part.explanation": "açıklama",
    "loss.more-calls": "artırımda {n} konuşma fazla", "loss.play": "oyun: {cards}{more}",
    "loss.card-by": "{seat}: {card}", "loss.records": "{n} kayıt {m} kayıt oldu",
    "loss.board": "bord {board}", "loss.record": "{n}. kayıt",
    "loss.not-carried": "{label}: {to} biçimine aktarılamadı: {what}", "loss.a-record": "kayıt",
    # what a number that does not read was (model/numbers.py callers' words)
    "what. (tricks)": " (löve)", "what. (count)": " (sayı)", "what. cell": " hücresi",
    "what.note reference": "dipnot göndermesi", "what.[Note] index": "[Note] numarası",
    "board-label": "bord {board}", "board-label.none": "bord (numarasız)",
    "board-label.room": "{label}, {room} salon", "room.Open": "açık", "room.Closed": "kapalı",
}

_MORE = "bu kayıttaki {more} bildirim daha listelenmedi ({errors} hata, {warnings} uyarı, {notes} bilgi)"

SENTENCES: dict[str, Entry] = {
    # numbers that do not read (model/numbers.py), whatever the code
    "number/digits": "{what}: {digits} basamaklı bir sayı (en çok {limit} basamak okunur)",
    "number/not-number": "{what}: sayı değil: {value}",
    "number/low": "{what}: {value}, {limit} sayısından küçük",
    "number/high": "{what}: {value}, {limit} sayısından büyük",
    "pbn.more-diagnostics": _MORE, "lin.more-diagnostics": _MORE,
    # files
    "file.no-board": "bu dosyada hiç bord yok",
    # the PBN reader
    "pbn.syntax/char": "beklenmeyen '{found}'",
    "pbn.syntax/token": "burada beklenmeyen '{found}'",
    "pbn.syntax/other": "okunamıyor: '{found}'",
    "pbn.syntax/end": "kayıt beklenmedik yerde bitiyor",
    "pbn.missing-blank-line": "bu kayıtla bir öncekinin arasında boş satır yok (kayıt başlatan bir "
                              "etiketi yineliyor); ayrı bir kayıt olarak okundu",
    "pbn.unclosed-comment/next-game": "bir '{{' açıklaması sonraki kaydın başladığı yerde ({line}. "
                                      "satır) hâlâ açık; orada kapatıldı",
    "pbn.unclosed-comment/never": "bir '{{' açıklaması hiç kapatılmıyor",
    "pbn.duplicate-tag": "[{tag}] etiketi yinelenmiş; ilk değeri '{value}' geçerli (PBN içe aktarma "
                         "kuralı)",
    "pbn.duplicate-tag/section": "ikinci [{tag}] bölümü yok sayıldı",
    "pbn.duplicate-note": "{index} numaralı dipnot yinelenmiş",
    "pbn.play-without-leader": "[Play \"\"] etiketinden sonraki kartlar yok sayıldı",
    "pbn.note-without-section": "[Note] artırım veya oyun bölümünün dışında; açıklama olarak "
                                "saklandı",
    "pbn.too-many-tags": "bir kayıtta en çok {limit} etiket saklanır: fazla olan {count} etiket "
                         "saklanmadı",
    "pbn.stray-text": "hiçbir etiketin veya bölümün içinde olmayan metin açıklama olarak saklandı: "
                      "'{text}'",
    "pbn.bad-seat": "[{tag}] bir oyuncu yönü değil: '{value}'",
    "pbn.bad-dealer/seat": "[{tag}] bir oyuncu yönü değil: '{value}'",
    "pbn.bad-declarer/seat": "[{tag}] bir oyuncu yönü değil: '{value}'",
    "pbn.bad-vulnerable/value": "[{tag}] anlaşılamadı: '{value}'",
    "pbn.bad-contract/value": "[{tag}] anlaşılamadı: '{value}'",
    "pbn.bad-result/value": "[{tag}] anlaşılamadı: '{value}'",
    "pbn.bad-note/no-index": "numarası olmayan dipnot: '{value}'",
    "pbn.bad-inheritance": "[{tag}] etiketi önceki kayıttan devralınamaz",
    "pbn.compact-record": "[Board] ve [Deal] etiketleri olmayan kayıt: bord, dağıtıcı, zon ve dağıtım "
                          "önceki kayıttan alındı",
    "pbn.bad-call": "konuşma değil: '{value}'",
    "pbn.bad-card": "kart değil: '{value}'",
    "pbn.call-after-end": "artırımın sonunu gösteren '{ending}' işaretinden sonra konuşma",
    "pbn.double-card-mark": "^R ve ^L aynı kartta birlikte kullanılamaz",
    "pbn.table-ragged": "{table}: {cells} hücre, {width} sütunluk satırları tam doldurmuyor",
    "pbn.auction-dealer": "artırım {auction:term=seat} ile başlıyor, [Dealer] ise {dealer:term=seat} "
                          "diyor",
    "pbn.bad-deal/too-long": "{chars} karakterlik [Deal] bir dağıtım olamaz; okunmadı",
    "pbn.bad-deal/rank": "[Deal] okunamıyor: {hand} elindeki {value} bir kart değeri değil",
    "pbn.bad-deal/holds": "[Deal]: {seat:term=seat} elinde {count} kart var",
    "pbn.bad-deal/both": "[Deal]: {card} hem {holder:term=seat} hem {seat:term=seat} elinde",
    "pbn.bad-deal/twice": "[Deal]: {card}, {seat:term=seat} elinde iki kez var",
    "pbn.bad-deal/sizes": "[Deal]: ellerin kart sayıları farklı: {sizes}",
    "pbn.declarer-on-passed-out": "pas geçilmiş bir bordda dekleran yazılmış",
    "pbn.contract-from-auction": "[Contract] yok: kontrat artırımdan alındı: {contract}, dekleran "
                                 "{declarer:none=none+term=seat}",
    "pbn.contract-auction-mismatch": "[Contract] {contract}, dekleran {declarer:none=unknown+term=seat}; "
                                     "artırıma göre {auction}, dekleran "
                                     "{auction_declarer:none=unknown+term=seat}",
    "pbn.result-mismatch": "[Result] {recorded}, oysa oyuna göre dekleran {won} löve aldı",
    "pbn.result-impossible": "[Result] {recorded}: oynanan {played} lövenin {won} tanesini dekleran "
                             "aldı",
    "pbn.bad-agreed-result": "[Result \"^{recorded}\"], oysa oyun da aynı löve sayısını veriyor",
    "pbn.sufficient-bid-mark": "{call} üzerinde ^I işareti var, oysa bu deklare "
                               "{over:none=none} deklaresinin üstüne yeterli",
    "pbn.bad-declarer-swap": "[Declarer \"^{seat}\"]: artırımın deklaranı "
                             "{declarer:none=unknown+term=seat}; değişimden sonra eli yalnızca "
                             "{partner:none=unknown+term=seat} oynamış olabilir",
    "pbn.bad-lead-mark": "{trick}. lövede ^L işareti var, oysa çıkış sırası zaten "
                         "{seat:term=seat+dat} gelmişti",
    "pbn.double-lead-mark": "{trick}. lövede iki ^L işareti var",
    "pbn.bad-revoke-mark/followed": "{trick}. löve: {card} kartında ^R işareti var, oysa "
                                    "{seat:term=seat} renge uydu",
    "pbn.bad-revoke-mark/void": "{trick}. löve: {card} kartında ^R işareti var, oysa "
                                "{seat:term=seat} elinde çıkılan renkten kart yoktu",
    # the replay of the play (model/replay.py)
    "play.card-not-held": "{trick}. löve: {seat:term=seat} {card} oynuyor, oysa bu kart elinde yok "
                          "(ya da daha önce oynandı); oyunun izlenmesi burada duruyor",
    "play.revoke": "{trick}. löve: {seat:term=seat}, elinde {suit:term=suit} varken {suit:term=suit} "
                   "çıkışına {card} oynuyor",
    "play.no-lead": "{trick}. löve: çıkış sırası {seat:term=seat+dat} geliyor, ama kayıtta kartı yok",
    "play.unknown-card": "{trick}. lövede bilinmeyen bir kart var; oyunun izlenmesi burada duruyor",
    # the auction's checks (laws/detect_auction.py)
    "auction.not-checked/unreadable": "artırım Yasalara göre denetlenmedi: okunamayan {count} sözcük "
                                      "içeriyor",
    "auction.not-checked/unshown": "artırım Yasalara göre denetlenmedi: kaydın göstermediği bir "
                                   "konuşma içeriyor",
    # the LIN reader
    "lin.bad-card/suit": "yalnızca renk ('{value}'): kart belirtilmemiş",
    "lin.bad-card/card": "kart değil: '{value}'",
    "lin.display-command": "{command}: BBO görüntüleme komutu, {tag} etiketi olarak saklandı",
    "lin.movie-command": "{command}: film kaydında yeniden dağıtım, etiket olarak saklandı",
    "lin.undo": "BBO geri alma ({command}): geri alınan: {cards:none=none}",
    "lin.auction-incomplete/play": "{label}: oyun artırım bitmeden başlıyor; son deklare kontrat "
                                   "sayıldı",
    "lin.auction-incomplete/open": "{label}: artırım bitmemiş; kontrat şimdiye kadarki son deklare "
                                   "sayıldı",
    "lin.play-unfinished": "{label}: oyun {cards} karttan sonra talep (mc) olmadan duruyor; sonuç yok",
    "lin.bad-vulnerability": "{command}: zon durumu değil",
    "lin.unknown-command": "{command}: bilinmeyen komut, {tag} etiketi olarak saklandı",
    "lin.misplaced-mark/skip-after-play": "oyun başladıktan sonra ^S (atlanan sıra): açıklama olarak "
                                          "saklandı",
    "lin.misplaced-mark/insufficient": "^I bir deklareden sonra gelmiyor: açıklama olarak saklandı",
    "lin.misplaced-mark/no-card": "{mark} bir karttan sonra gelmiyor: açıklama olarak saklandı",
    "lin.misplaced-mark/lead": "^L, löveyi açmayan bir karttan sonra geliyor: açıklama olarak "
                               "saklandı",
    "lin.bad-call": "{command}: konuşma değil; bilinmeyen bir konuşma olarak saklandı",
    "lin.call-after-play": "{command}: oyun başladıktan sonra bir konuşma",
    "lin.orphan-explanation": "{command}: açıklanacak bir konuşma yok",
    "lin.second-explanation": "{command}: aynı konuşmanın ikinci açıklaması; metinler birleştirildi",
    "lin.second-deal": "bir bordda ikinci md; sonraki dağıtım kullanıldı",
    "lin.bad-deal/rank": "md: {hand} elindeki {value} bir kart değeri değil",
    "lin.bad-deal/holds": "md: {seat:term=seat} elinde {count} kart var",
    "lin.bad-deal/both": "md: {card} hem {holder:term=seat} hem {seat:term=seat} elinde",
    "lin.bad-deal/twice": "md: {card}, {seat:term=seat} elinde iki kez var",
    "lin.bad-deal/sizes": "md: ellerin kart sayıları farklı: {sizes}",
    "lin.partial-deal": "md dört elden yalnızca {count} tanesini veriyor; diğerleri bilinmiyor",
    "lin.no-dealer/md": "md içinde dağıtıcı rakamı yok",
    "lin.no-dealer": "{label}: dağıtıcı bilinmiyor; artırım Kuzeyden başlatıldı",
    "lin.bad-players": "pn {count} ad veriyor, 4 değil (G, B, K, D)",
    "lin.second-players": "bir bordda ikinci pn; sonraki adlar kullanıldı",
    "lin.board-number-mismatch": "{command}, qx ile verilen {board} numaralı bordla uyuşmuyor; qx "
                                 "geçerli",
    "lin.bad-room": "{command}: o<n> veya c<n> bekleniyordu",
    "lin.second-claim": "bir bordda ikinci mc; sonraki geçerli",
    "lin.players-inherited": "{label} için pn yok; dosyadaki son pn'in oyuncuları kullanıldı",
    "lin.dealer-from-board": "{label}: dağıtıcı rakamı yok; bord {board} numarasına göre dağıtıcı "
                             "{dealer:term=seat} (Yasa 2)",
    "lin.no-deal": "{label} konuşma veya kart içeriyor ama dağıtımı yok (okunabilir md| yok): "
                   "denetlenemez",
    "lin.play-after-pass-out": "{label}: pas geçilmiş bir bordda kart oynanmış; bu kartlar alınmadı",
    "lin.play-unplaceable/no-contract": "{label}: kimin çıkış yaptığını gösterecek kontrat da dağıtım "
                                        "da yok; {cards} kart alınmadı",
    "lin.play-unplaceable/unnamed": "{label}: {trick}. lövede adı verilmemiş bir kart var, bu yüzden "
                                    "sonraki çıkışı yapan bilinmiyor; sonraki {cards} kart alınmadı",
    "lin.play-without-contract": "{label}: kontratsız kartlar; ilk kartın sahibi ({seat:term=seat}) "
                                 "çıkış yapan, oyun da kozsuz (sanzatu) sayıldı",
    "lin.too-many-cards": "{label}: {cards} kart oynanmış; 52. karttan sonrakiler alınmadı",
    "lin.claim-without-contract": "{label}: mc|{tricks}| var ama kontrat yok",
    "lin.claim-mismatch/play": "{label}: mc|{tricks}|, oysa oyunun tamamına göre dekleran {won} löve "
                               "aldı",
    "lin.claim-mismatch/fewer": "{label}: mc|{tricks}|, deklaranın zaten aldığı {won} löveden az",
    "lin.claim-mismatch/more": "{label}: mc|{tricks}|, alınan {won} löve ile oynanacak {left} lövenin "
                               "toplamından fazla",
    "lin.rs-mismatch": "{label}: rs sonuç listesi {entry} diyor, kayıt ise {contract} (dekleran "
                       "{declarer:none=unknown+term=seat}) ve {tricks:none=unknown} löve gösteriyor",
    "lin.auction-too-long": "{limit} konuşmadan fazlası; buradan sonraki konuşmalar okunmadı",
    "lin.too-many-comments": "bir bordda {limit} açıklamadan fazlası; bu ve sonrakiler saklanmadı",
    "lin.url-decoded": "URL biçiminde kodlanmış LIN (handviewer biçimi) çözüldü; satır ve sütunlar "
                       "çözülmüş metne göredir",
    "lin.unreadable/text": "okunamayan metin '{value}': anahtar|değer| çifti değil",
    "lin.unreadable/more": "buradan sonra {count} okunamayan bölüm daha (listelenmedi)",
    "lin.no-board": "bu metinde hiç bord yok (md, mb, pc veya qx yok)",
    "lin.value-too-long": "{chars} karakterlik {command} değeri {limit} sınırını aşıyor; yok sayıldı",
    "lin.record-too-large": "{chars} karakterlik bord {limit} sınırını aşıyor; okunmadı",
    # PBN limits and marks
    "pbn.agreed-result-equal": "[Result \"^{recorded}\"] oyundan farklı, üzerinde anlaşılmış bir "
                               "löve sayısı gösteriyor, oysa oyun da aynı {played} löveyi veriyor",
    "pbn.auction-too-long": "{count} konuşmalık artırım {limit} sınırını aşıyor; sonraki konuşmalar "
                            "okunmadı",
    "pbn.play-too-long": "{count} kartlık oyun {limit} sınırını aşıyor; sonraki kartlar okunmadı",
    "pbn.bad-insufficient-mark": "^I, deklare olmayan bir konuşmanın önünde",
    "pbn.dash-in-auction": "ilk konuşmadan sonra '-'",
    "pbn.double-insufficient-mark": "art arda iki ^I",
    "pbn.file-too-large": "dosya {limit} simgelik sınırını doldurdu (gerçek bir dosyada megabayt "
                          "başına yaklaşık 13.000 simge olur); bu kayıt okunmadı",
    "pbn.record-too-large": "{chars} karakterlik kayıt {limit} sınırını aşıyor; okunmadı",
    "pbn.internal-error": "hakem bu bordu kuramadı ({detail}); lütfen bildirin",
    "pbn.merged-games": "[{tag}], kaydın ikiye bölünemeyeceği bir yerde (satır başında değil) "
                        "yineleniyor: iki kayıt birleşmiş olabilir; ilk değer '{value}' geçerli",
    "pbn.orphan-annotation/call": "'{value}' herhangi bir konuşmadan önce geliyor",
    "pbn.orphan-annotation/card": "'{value}' herhangi bir karttan önce geliyor",
    "pbn.table-too-large": "{table}: sınırları ({cells} hücre, {comments} açıklama) aşan {count} hücre "
                           "ve açıklama saklanmadı",
    "pbn.too-many-annotations": "bir konuşma veya kartta {limit} sınırını aşan {count} ek okunmadı",
    "pbn.too-many-comments": "bir bölümde {limit} sınırını aşan {count} açıklama saklanmadı",
    "pbn.trailing-text": "son kayıttan sonra açıklama metni (boş bir kayıtta saklandı)",
    "pbn.unreadable": "kayıt {count} sözdizimi hatasından sonra bırakıldı",
    # files
    "file.internal-error": "hakem bu dosyayı okuyamadı ({detail}; okunan son bord: "
                           "{board:none=none}); lütfen bildirin",
    "file.internal-error/batch": "hakem bu dosyada başarısız oldu ({detail}); bordları sonuçlarda "
                                 "yok; lütfen dosyayla birlikte bildirin",
    "file.mixed-encoding/line": "bu satır dosyanın geri kalanı gibi UTF-8 değil; {encoding} olarak "
                                "çözüldü",
    "file.mixed-encoding/more": "buradan sonra {count} satır daha UTF-8 değil; {encoding} olarak "
                                "çözüldü",
    "file.not-bridge": "PBN veya LIN dosyası değil (etiket yok, LIN komutu yok)",
    "file.not-regular/fifo": "reddedildi: bir FIFO (adlandırılmış boru), normal bir dosya değil "
                             "(hakem yalnızca normal dosyaları okur)",
    "file.not-regular/char": "reddedildi: bir karakter aygıtı, normal bir dosya değil (hakem yalnızca "
                             "normal dosyaları okur)",
    "file.not-regular/block": "reddedildi: bir blok aygıtı, normal bir dosya değil (hakem yalnızca "
                              "normal dosyaları okur)",
    "file.not-regular/socket": "reddedildi: bir soket, normal bir dosya değil (hakem yalnızca normal "
                               "dosyaları okur)",
    "file.not-regular/folder": "reddedildi: bir klasör, normal bir dosya değil",
    "file.not-regular/other": "reddedildi: normal bir dosya değil (hakem yalnızca normal dosyaları "
                              "okur)",
    "file.too-large": "{size} baytlık dosya {limit} bayt sınırını aşıyor; okunmadı (dosyayı bölün)",
    "file.unreadable/missing": "dosya okunamıyor: böyle bir dosya yok",
    "file.unreadable/denied": "dosya okunamıyor: okuma izni yok",
    "file.unreadable/os": "dosya okunamıyor: {detail}",
    "file.unreadable/folder": "bu bir klasör, dosya değil",
    "file.unreadable/folder-missing": "klasör okunamıyor: böyle bir klasör yok; içindeki dosyalar "
                                      "okunmadı",
    "file.unreadable/folder-denied": "klasör okunamıyor: okuma izni yok; içindeki dosyalar okunmadı",
    "file.unreadable/folder-os": "klasör okunamıyor: {detail}; içindeki dosyalar okunmadı",
    # hakem's JSON lines
    "json.bad-value/value": "{key}: {detail}; alınmadı",
    "json.bad-value/replay": "play: oyun izlenemiyor ({detail})",
    "json.record-too-large": "{chars} karakterlik satır {limit} sınırını aşıyor; okunmadı",
    "json.syntax": "JSON değil: {detail}",
    "json.unreadable/object": "hakem bordu olmayan bir nesne (\"schema\": \"{schema}\" yok; "
                              "hakem convert --to json bord yazar)",
    "json.unreadable/other": "hakem bordu olmayan bir JSON değeri (\"schema\": \"{schema}\" yok; "
                             "hakem convert --to json bord yazar)",
    # markers in comments, and the rulings
    "marker.too-long/comment": "{chars} karakterlik işaret açıklaması {limit} sınırını aşıyor; "
                               "okunmadı",
    "marker.too-long/board": "bu borddaki işaret açıklamaları {limit} karakteri aşıyor; okunmadı",
    "marker.syntax": "işaret okunamıyor: {detail}",
    "marker.position": "işaretin yeri: {detail}",
    "marker.option": "işaretin seçeneği: {detail}",
    "rule.failed": "hakem bu usulsüzlük için karar veremedi ({irregularity:term=kind}): {detail}",
    "pbn.bad-deal/suits": "[Deal] okunamıyor: {hand} elinde noktalarla ayrılmış dört renk yok",
    "pbn.bad-deal/seat": "[Deal] okunamıyor: dağıtım bir yön ve iki nokta ile başlamalı: {value}",
    "pbn.bad-deal/hands": "[Deal] okunamıyor: dağıtımda {count} el var: {value}",
    "lin.bad-deal/suits": "md: {hand} elinde noktalarla ayrılmış dört renk yok",
    "lin.bad-deal/seat": "md: dağıtım bir yön ve iki nokta ile başlamalı: {value}",
    "lin.bad-deal/hands": "md: dağıtımda {count} el var: {value}",
    "lin.unreadable/no-closing-bar": "metnin sonunda kapanış '|' eksik",
    "lin.unreadable/too-many-stretches": "anahtar|değer| çiftleri eksik: {limit} okunamayan bölüm; "
                                         "metnin geri kalanı okunmadı",
    "lin.unreadable/too-many-pairs": "{limit} anahtar|değer| çiftinden fazlası; metnin geri kalanı "
                                     "okunmadı",
    "marker.syntax/char": "işarette beklenmeyen karakter '{value}'",
    "marker.syntax/no-value": "işaret alanında '=' işaretinden sonra değer yok",
    "marker.syntax/ends-early": "işaret açıklaması erken bitiyor",
    "marker.syntax/unknown-kind": "bilinmeyen işaret türü '{value}' (türler: docs/markers.md)",
    "marker.syntax/cannot-read": "'{value}' burada okunamıyor: bir yön, konuşma, kart, sayı, "
                                 "'\"ifade\"', bayrak ('accepted', 'refused', 'established'...) veya "
                                 "'anahtar=değer' bekleniyordu",
    "marker.syntax/not-call": "konuşma değil: '{value}'",
    "marker.syntax/not-seat": "yön değil: '{value}' ('N', 'E', 'S' veya 'W' yazın)",
    "marker.syntax/sequence": "'sequence=' kartların ortaya çıktığı sırayla yönleri alır, her birini "
                              "bir kez (sonuncusu birini yineleyebilir: sonraki löveye çıkış), "
                              "örneğin 'sequence=S,N,E'; bulunan: '{value}'",
    "marker.syntax/number": "{low}-{high} arasında bir sayı bekleniyordu; bulunan: '{value}'",
    "marker.syntax/yes-no": "'yes' veya 'no' bekleniyordu; bulunan: '{value}'",
    "marker.syntax/twice": "'{name}' iki kez verilmiş ('{first}' ve '{second}')",
    "marker.syntax/second-seat": "ikinci bir yön: kabul eden, seçen veya hakemi çağıran oyuncu için "
                                 "'by=YÖN' yazın",
    "marker.syntax/at": "'at=' şunlardan birini alır: '{choices}'; bulunan: '{value}'",
    "marker.syntax/skipped-not-pass": "'skipped=', {seat:term=seat} oyuncusunun sırasını alan pası "
                                      "anlatır (Yasa 34); bulunan: {call}",
    "marker.syntax/skipped-own-turn": "{seat:term=seat} hem atlanmış hem de kendi sırasında "
                                      "konuşmuş olamaz",
    "marker.syntax/skipped-kind": "'skipped=' sırasız bir konuşmanın işaretine ('@COOR') aittir: "
                                  "atlanan oyuncunun sırasını alan pas (17D3, 34)",
    "marker.syntax/gained-kind": "'gained=' hakemin işaretine aittir ('@TD ... option=acted', 11A)",
    "marker.syntax/ruled-ref": "'ruled=' '27B1(b)' veya '31A2' gibi yasa göndermeleri alır; bulunan: "
                               "'{value}'",
    "marker.syntax/ruled-twice": "'ruled=' iki kez verilmiş",
    "marker.syntax/unknown-key": "bilinmeyen anahtar '{value}' (bkz. docs/markers.md, '\"Fields\"')",
    "marker.position/opening-lead": "sırasız atak {trick}. lövede işaretlenmiş",
    "marker.position/turn": "işarete göre sıra {marked:term=seat+gen}, kayda göre "
                            "{seat:term=seat+gen}",
    "marker.position/relation": "işarette 'at={marked}', kayıtta ise 'at={shown}'",
    "marker.option/means-nothing": "{value}, {marker:term=kind} işaretinde bir anlam taşımıyor; "
                                   "alabileceği sözcükler: '{takes}'",
    "marker.option/no-suit": "{value}: '{word}' renk almaz",
    "marker.option/not-suit": "{value}: {suit} bir renk değil ('S', 'H', 'D' veya 'C')",
    "marker.option/needs-suit": "{value} bir renk ister: '{word}:S', '{word}:H'...",
    "marker.option/not-table-word": "{value} bir masa kararı sözcüğü değil; 'ruled-option=' şunları "
                                    "alır: '{takes}'",
}
