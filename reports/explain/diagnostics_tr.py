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
    "severity.error": "hata", "severity.warning": "uyarı", "severity.info": "not",
    "more-diagnostics": "{path}: {n} bildirim daha (hepsi için: --max-diagnostics 0)",
    "no-rows": "(satır yok)",
    "board-label": "bord {board}", "board-label.none": "bord (numarasız)",
    "board-label.room": "{label}, {room} salon", "room.Open": "açık", "room.Closed": "kapalı",
}

_MORE = "bu kayıttaki {more} bildirim daha listelenmedi ({errors} hata, {warnings} uyarı, {notes} not)"

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
    "pbn.duplicate-note": "{index} numaralı not yinelenmiş",
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
    "pbn.bad-note/no-index": "numarası olmayan not: '{value}'",
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
}
