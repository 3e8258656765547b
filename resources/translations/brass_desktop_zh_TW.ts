<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About {app}</source>
        <translation>關於 {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>Play Brass (Lancashire) at the table or on a projector, with the computer as referee and banker. Every legal move is shown on the map, every illegal one is explained.</source>
        <translation>在桌邊或投影幕上玩《工業革命》（蘭開夏），由電腦擔任裁判與銀行。地圖會標出所有合法的行動，不合法的行動也會說明原因。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. Brass is a board game by Martin Wallace; this program uses no publisher art.</source>
        <translation>本程式為自由軟體，採用 GNU 通用公共授權條款第 3 版或更新版本。《工業革命》（Brass）是 Martin Wallace 設計的桌上遊戲；本程式未使用任何出版商的美術素材。</translation>
    </message>
    <message>
        <source>Industria is a board game by Michael Schacht (Queen Games 2003). Its real tile list is not published: the tile values here are a house set (only the 11 resource producers carry published values), see docs/industria-data.md.</source>
        <translation>《工業時代》(Industria) 是 Michael Schacht 設計的桌上遊戲（Queen Games 2003）。它真正的板塊清單未曾公開：這裡的板塊數值是自訂的一套（只有 11 座原料生產工廠採用公開數值），見 docs/industria-data.md。</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Carry out the action (Enter)</source>
        <translation>執行這個行動（Enter）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Undo the last choice of this action (Backspace)</source>
        <translation>撤回這個行動的上一個選擇（Backspace）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Drop this action; nothing has happened yet (Esc)</source>
        <translation>放棄這個行動，什麼都還沒發生（Esc）</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>{player} must sell tiles to pay {debt}</source>
        <translation>{player} 必須賣出板塊來支付 {debt}</translation>
    </message>
    <message>
        <source>{player}: sell another tile, or stop selling</source>
        <translation>{player}：再出售一個板塊，或停止出售</translation>
    </message>
    <message>
        <source>{player} to play: action {n} of {total}</source>
        <translation>輪到 {player}：第 {n} 個行動，共 {total} 個</translation>
    </message>
    <message>
        <source>{card}: {kinds}. Choose one above, or click a lit target on the map.</source>
        <translation>{card}：可{kinds}。請在上方選擇一個行動，或點擊地圖上亮起的目標。</translation>
    </message>
    <message>
        <source>Sell another one (choose above or click it on the map), or stop selling.</source>
        <translation>再出售一個（在上方選擇，或在地圖上點選），或停止出售。</translation>
    </message>
    <message>
        <source>Choose an action above, a card in your hand, or click the map.</source>
        <translation>在上方選擇行動、從手牌選一張牌，或點擊地圖。</translation>
    </message>
    <message>
        <source>Ready: check the cost and confirm.</source>
        <translation>準備就緒：請確認費用後按「確認」。</translation>
    </message>
    <message>
        <source>Scoring — press Reveal next</source>
        <translation>計分中——按「揭曉下一位」</translation>
    </message>
    <message>
        <source>The {era} is being scored: the next actions wait until every score is revealed.</source>
        <translation>{era}正在計分：所有分數揭曉之前，接下來的行動暫停。</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>現在不能選這個。</translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <source>{step}: {value}</source>
        <translation>{step}：{value}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Coal market</source>
        <translation>煤炭市場</translation>
    </message>
    <message>
        <source>Iron market</source>
        <translation>鋼鐵市場</translation>
    </message>
    <message>
        <source>Distant cotton market</source>
        <translation>海外棉花市場</translation>
    </message>
    <message>
        <source>%1: %2's %3, level %4</source>
        <translation>%1：%2 的%3，等級 %4</translation>
    </message>
    <message>
        <source>Flipped: scores %1 VP; it raised income by %2 spaces</source>
        <translation>已翻面：計 %1 分；收入已前進 %2 格</translation>
    </message>
    <message>
        <source>Not flipped yet: will score %1 VP and raise income by %2 spaces</source>
        <translation>尚未翻面：翻面後計 %1 分，收入前進 %2 格</translation>
    </message>
    <message>
        <source>Cubes left: %1</source>
        <translation>剩餘方塊：%1</translation>
    </message>
    <message>
        <source>Barrels left: %1</source>
        <translation>剩餘啤酒桶：%1</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Irish Sea</source>
        <translation>愛爾蘭海</translation>
    </message>
    <message>
        <source>rail era only</source>
        <translation>僅限鐵路時期</translation>
    </message>
    <message>
        <source>Canal</source>
        <translation>運河</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>鐵路</translation>
    </message>
    <message>
        <source>Faded: not usable in this era</source>
        <translation>淡色：本時期不能使用</translation>
    </message>
    <message>
        <source>Dashed: no link can be built</source>
        <translation>虛線：不能建造運輸路線</translation>
    </message>
    <message>
        <source>Rail era only</source>
        <translation>僅限鐵路時期</translation>
    </message>
    <message>
        <source>Link-scoring icons</source>
        <translation>路線計分圖示</translation>
    </message>
    <message>
        <source>Beer barrel</source>
        <translation>啤酒桶</translation>
    </message>
    <message>
        <source>Link-scoring rings</source>
        <translation>路線計分金環</translation>
    </message>
    <message>
        <source>Flipped tile: VP</source>
        <translation>已翻面板塊：分數</translation>
    </message>
    <message>
        <source>Flipped tile: income</source>
        <translation>已翻面板塊：收入</translation>
    </message>
    <message>
        <source>%1 – %2: dashed connection, no link can be built here</source>
        <translation>%1 – %2：虛線連接，這裡不能建造運輸路線</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>%1, space %2: %3</source>
        <translation>%1，第 %2 格：%3</translation>
    </message>
    <message>
        <source>canal and rail</source>
        <translation>運河與鐵路</translation>
    </message>
    <message>
        <source>canal only</source>
        <translation>僅限運河</translation>
    </message>
    <message>
        <source>rail only</source>
        <translation>僅限鐵路</translation>
    </message>
    <message>
        <source>%1 – %2: %3</source>
        <translation>%1 – %2：%3</translation>
    </message>
    <message>
        <source>The link also reaches %1.</source>
        <translation>這條路線也連到 %1。</translation>
    </message>
    <message>
        <source>External location with a built-in port</source>
        <translation>外部地區，內建港口</translation>
    </message>
    <message>
        <source>No industries can be built here</source>
        <translation>這裡不能建造工業</translation>
    </message>
    <message>
        <source>Farm brewery: only a brewery can be built here, with a brewery or wild industry card</source>
        <translation>農場酒廠：這裡只能建造啤酒廠，須打出啤酒廠工業卡或萬用工業卡</translation>
    </message>
    <message>
        <source>Merchant: sells goods and buys coal and iron for connected places</source>
        <translation>貿易商：收購商品，並為連接的地點提供煤炭與鋼鐵</translation>
    </message>
    <message>
        <source>Link scoring: %1 rings</source>
        <translation>路線計分：%1 個金環</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 – %2: link of %3, worth %4 VP now</source>
        <translation>%1 – %2：%3 的路線，目前值 %4 分</translation>
    </message>
    <message>
        <source>%1: merchant space</source>
        <translation>%1：貿易商格</translation>
    </message>
    <message>
        <source>%1: this merchant buys nothing</source>
        <translation>%1：這個貿易商不收購任何商品</translation>
    </message>
    <message>
        <source>%1: buys %2</source>
        <translation>%1：收購%2</translation>
    </message>
    <message>
        <source>Selling with its beer gives %1.</source>
        <translation>使用它的啤酒出售可得 %1。</translation>
    </message>
    <message>
        <source>Beer barrels left: %1</source>
        <translation>剩餘啤酒桶：%1</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Wild location</source>
        <translation>萬用地點卡</translation>
    </message>
    <message>
        <source>Wild industry</source>
        <translation>萬用工廠卡</translation>
    </message>
    <message>
        <source>Cotton mill or manufacturer</source>
        <translation>棉花廠或製造廠</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>No develop</source>
        <translation>不發展</translation>
    </message>
    <message>
        <source>Develop: {industry}</source>
        <translation>發展：{industry}</translation>
    </message>
    <message>
        <source>Only one rail</source>
        <translation>只建一條鐵路</translation>
    </message>
    <message>
        <source>Only one tile</source>
        <translation>只移除一個板塊</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>None needed</source>
        <translation>不需要</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>Thinking about hints…</source>
        <translation>正在思考提示…</translation>
    </message>
    <message>
        <source>Looking further…</source>
        <translation>正在往更深處思考…</translation>
    </message>
    <message>
        <source>{player} is thinking… ({level})</source>
        <translation>{player} 正在思考…（{level}）</translation>
    </message>
    <message>
        <source>Looking for hints…</source>
        <translation>正在尋找提示…</translation>
    </message>
    <message>
        <source>{move} — Space or a click goes on</source>
        <translation>{move} — 按空白鍵或點一下繼續</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The hard computer player's three best moves for you, marked on the map (H)</source>
        <translation>困難電腦玩家為你找出的三個最佳走法，標在地圖上（H）</translation>
    </message>
    <message>
        <source>Go on now</source>
        <translation>立即繼續</translation>
    </message>
    <message>
        <source>Hints for {player} (the hard computer player's best moves):</source>
        <translation>給 {player} 的提示（困難電腦玩家的最佳走法）：</translation>
    </message>
    <message>
        <source>{player} (computer): {action}</source>
        <translation>{player}（電腦）：{action}</translation>
    </message>
    <message>
        <source>The computer player failed: {error}</source>
        <translation>電腦玩家出錯：{error}</translation>
    </message>
</context>
<context>
    <name>Era</name>
    <message>
        <source>canal era</source>
        <translation>運河時期</translation>
    </message>
    <message>
        <source>rail era</source>
        <translation>鐵路時期</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>{player} plays the card: {cards}.</source>
        <translation>{player} 打出卡牌：{cards}。</translation>
    </message>
    <message>
        <source>{player} builds a level-{level} {industry} in {slot}.</source>
        <translation>{player} 在{slot}建造等級 {level} 的{industry}。</translation>
    </message>
    <message>
        <source>{player} builds a {link} on {line}.</source>
        <translation>{player} 在{line}建造{link}。</translation>
    </message>
    <message>
        <source>1 coal comes from {source}.</source>
        <translation>1 個煤炭來自{source}。</translation>
    </message>
    <message>
        <source>1 iron comes from {source}.</source>
        <translation>1 個鋼鐵來自{source}。</translation>
    </message>
    <message>
        <source>{player} buys 1 coal from the market for {price}.</source>
        <translation>{player} 以 {price} 從市場購買 1 個煤炭。</translation>
    </message>
    <message>
        <source>{player} buys 1 iron from the market for {price}.</source>
        <translation>{player} 以 {price} 從市場購買 1 個鋼鐵。</translation>
    </message>
    <message>
        <source>{count} {resource} from {slot} go to the market; {owner} receives {money}.</source>
        <translation>{slot}的 {count} 個{resource}移到市場；{owner} 獲得 {money}。</translation>
    </message>
    <message>
        <source>{owner}’s {industry} in {slot} flips.</source>
        <translation>{owner} 在{slot}的{industry}翻面。</translation>
    </message>
    <message>
        <source>{player}’s income rises {spaces} spaces, to {level}.</source>
        <translation>{player} 的收入前進 {spaces} 格，變為 {level}。</translation>
    </message>
    <message>
        <source>{player}’s income rises 1 space, to {level}.</source>
        <translation>{player} 的收入前進 1 格，變為 {level}。</translation>
    </message>
    <message>
        <source>{player} develops away a level-{level} {industry}.</source>
        <translation>{player} 研究發展，移除一個等級 {level} 的{industry}。</translation>
    </message>
    <message>
        <source>{player} sells cotton from {mill} to {to}.</source>
        <translation>{player} 將{mill}的棉花賣到{to}。</translation>
    </message>
    <message>
        <source>The distant market tile shows {value}: the demand marker moves down {value} spaces.</source>
        <translation>海外市場板塊翻出 {value}：棉花需求標記往下移動 {value} 格。</translation>
    </message>
    <message>
        <source>The distant market tile shows 1: the demand marker moves down 1 space.</source>
        <translation>海外市場板塊翻出 1：棉花需求標記往下移動 1 格。</translation>
    </message>
    <message>
        <source>The distant market tile shows 0: the demand marker stays where it is.</source>
        <translation>海外市場板塊翻出 0：棉花需求標記留在原處。</translation>
    </message>
    <message>
        <source>The distant market tile shows {value}: the market closes, the sale fails and the Sell action ends.</source>
        <translation>海外市場板塊翻出 {value}：海外市場關閉，這次出售失敗，出售棉花行動結束。</translation>
    </message>
    <message>
        <source>{player} takes a {amount} loan; income falls to {level}.</source>
        <translation>{player} 貸款 {amount}；收入降為 {level}。</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} 跳過。</translation>
    </message>
    <message>
        <source>End of {player}’s turn.</source>
        <translation>{player} 的行動結束。</translation>
    </message>
    <message>
        <source>End of round {round}. Next turn order: {order}.</source>
        <translation>第 {round} 回合結束。下一回合的順序：{order}。</translation>
    </message>
    <message>
        <source>Round {round} of the {era} begins.</source>
        <translation>{era}第 {round} 回合開始。</translation>
    </message>
    <message>
        <source>{player} receives {amount} income.</source>
        <translation>{player} 獲得收入 {amount}。</translation>
    </message>
    <message>
        <source>{player} pays {amount} (negative income).</source>
        <translation>{player} 支付 {amount}（負收入）。</translation>
    </message>
    <message>
        <source>{player} cannot pay {debt} with {money} and must sell industry tiles.</source>
        <translation>{player} 只有 {money}，付不起 {debt}，必須賣出工業板塊。</translation>
    </message>
    <message>
        <source>{player} loses {vp} VP for being {short} short.</source>
        <translation>{player} 還差 {short}，失去 {vp} 分。</translation>
    </message>
    <message>
        <source>{player} sells the tile in {slot} for {amount}.</source>
        <translation>{player} 以 {amount} 賣出{slot}的板塊。</translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} leaves the board.</source>
        <translation>{owner} 在{slot}的等級 {level} {industry}離開圖板。</translation>
    </message>
    <message>
        <source>End of the {era}: {player} scores {links} for links and {industries} for industries.</source>
        <translation>{era}結束：{player} 的運輸路線得 {links} 分，工業得 {industries} 分。</translation>
    </message>
    <message>
        <source>The {era} begins.</source>
        <translation>{era}開始。</translation>
    </message>
    <message>
        <source>{player} scores {vp} VP for {money}.</source>
        <translation>{player} 的 {money} 換得 {vp} 分。</translation>
    </message>
    <message>
        <source>{player} sells the tile in {mill} to {to}.</source>
        <translation>{player} 將{mill}的板塊賣給{to}。</translation>
    </message>
    <message>
        <source>1 beer comes from {source}.</source>
        <translation>1 個啤酒來自{source}。</translation>
    </message>
    <message>
        <source>{player} develops away a level-{level} {industry} for free (merchant bonus).</source>
        <translation>{player} 免費發展，移除一個等級 {level} 的{industry}（貿易商獎勵）。</translation>
    </message>
    <message>
        <source>{player} gains {vp} VP (merchant bonus).</source>
        <translation>{player} 獲得 {vp} 分（貿易商獎勵）。</translation>
    </message>
    <message>
        <source>{player} receives {amount} (merchant bonus).</source>
        <translation>{player} 獲得 {amount}（貿易商獎勵）。</translation>
    </message>
    <message>
        <source>{player} scouts and takes a wild location card and a wild industry card.</source>
        <translation>{player} 偵察，拿取一張萬用地點卡和一張萬用工廠卡。</translation>
    </message>
    <message>
        <source>Introductory game: {player} scores {money_vp} VP for money, {income_vp} VP for income and {tiles_vp} VP for tiles scored again, {total} VP in all.</source>
        <translation>入門玩法：{player} 的金錢得 {money_vp} 分，收入得 {income_vp} 分，板塊再次計分得 {tiles_vp} 分，共 {total} 分。</translation>
    </message>
    <message>
        <source>canal</source>
        <translation>運河</translation>
    </message>
    <message>
        <source>rail</source>
        <translation>鐵路</translation>
    </message>
    <message>
        <source>{player} receives {coins} from {counterpart}.</source>
        <translation>{player} 從{counterpart}獲得 {coins}。</translation>
    </message>
    <message>
        <source>{player} pays {coins} to {counterpart}.</source>
        <translation>{player} 付給{counterpart} {coins}。</translation>
    </message>
    <message>
        <source>{player} scores {amount} VP {source}.</source>
        <translation>{player} {source}得 {amount} 分。</translation>
    </message>
    <message>
        <source>“{tile}” is revealed.</source>
        <translation>翻開「{tile}」。</translation>
    </message>
    <message>
        <source>The auction begins; {auctioneer} is the auctioneer.</source>
        <translation>拍賣開始；{auctioneer} 是拍賣者。</translation>
    </message>
    <message>
        <source>{player} puts “{tile}” up for auction.</source>
        <translation>{player} 拍賣「{tile}」。</translation>
    </message>
    <message>
        <source>{player} bids {coins}.</source>
        <translation>{player} 出價 {coins}。</translation>
    </message>
    <message>
        <source>{player} sells “{tile}” to {buyer} for {price}.</source>
        <translation>{player} 以 {price} 把「{tile}」賣給 {buyer}。</translation>
    </message>
    <message>
        <source>{player} keeps “{tile}”; the next player is the auctioneer.</source>
        <translation>{player} 留下「{tile}」；下一位玩家成為拍賣者。</translation>
    </message>
    <message>
        <source>Building begins with {player}.</source>
        <translation>建造階段開始，由 {player} 先建造。</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from {source}.</source>
        <translation>{player} 從{source}取得 1 個{resource}。</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from their own factory.</source>
        <translation>{player} 從自己的工廠取得 1 個{resource}。</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from {owner}’s factory.</source>
        <translation>{player} 從 {owner} 的工廠取得 1 個{resource}。</translation>
    </message>
    <message>
        <source>{player} builds “{tile}”.</source>
        <translation>{player} 建造「{tile}」。</translation>
    </message>
    <message>
        <source>{player} ends their building.</source>
        <translation>{player} 結束建造。</translation>
    </message>
    <message>
        <source>{player}’s “{tile}” leaves the game ({why}).</source>
        <translation>{player} 的「{tile}」離開遊戲（{why}）。</translation>
    </message>
    <message>
        <source>{player} is the start player.</source>
        <translation>{player} 成為起始玩家。</translation>
    </message>
    <message>
        <source>End of round {round} of epoch {epoch}.</source>
        <translation>第 {epoch} 時代第 {round} 回合結束。</translation>
    </message>
    <message>
        <source>Epoch {epoch} ends.</source>
        <translation>第 {epoch} 時代結束。</translation>
    </message>
    <message>
        <source>Epoch {epoch} begins; the bank sells {bank_sells}.</source>
        <translation>第 {epoch} 時代開始；銀行出售{bank_sells}。</translation>
    </message>
    <message>
        <source>Game over. {winners} wins.</source>
        <translation>遊戲結束。{winners} 獲勝。</translation>
    </message>
    <message>
        <source>Game over. {winners} share the victory.</source>
        <translation>遊戲結束。{winners} 共同獲勝。</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>The file is damaged or was changed outside the app: open an earlier copy, or continue the game from its autosave (File › Continue).</source>
        <translation>檔案已損壞，或在本程式之外被修改過：請開啟較早的副本，或從自動存檔繼續這局遊戲（檔案 › 繼續）。</translation>
    </message>
    <message>
        <source>Choose a game record saved by Brass Desktop (a .brass.json file).</source>
        <translation>請選擇由 Brass Desktop 儲存的遊戲紀錄（.brass.json 檔案）。</translation>
    </message>
    <message>
        <source>A newer version of Brass Desktop may know this game: update the app and open the file again.</source>
        <translation>較新版本的 Brass Desktop 可能認得這個遊戲：請更新程式後再開啟這個檔案。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Brass Desktop: update the app, or open an earlier copy.</source>
        <translation>這個檔案由較新版本的 Brass Desktop 寫成：請更新程式，或開啟較早的副本。</translation>
    </message>
    <message>
        <source>Check the file's name and folder, or choose it again with File › Open.</source>
        <translation>請檢查檔名與資料夾，或用「檔案 › 開啟」重新選擇。</translation>
    </message>
    <message>
        <source>Choose a game record inside the folder.</source>
        <translation>請選擇資料夾裡的遊戲紀錄。</translation>
    </message>
    <message>
        <source>Check that the file may be read (its permissions, or the drive it is on) and try again.</source>
        <translation>請確認這個檔案可以讀取（權限，或所在的磁碟），然後再試一次。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>你的磁碟配額已用完</translation>
    </message>
    <message>
        <source>access is not allowed (permissions)</source>
        <translation>沒有存取權限</translation>
    </message>
    <message>
        <source>the drive is read-only</source>
        <translation>磁碟是唯讀的</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>資料夾不存在</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>路徑中有一部分是檔案，不是資料夾</translation>
    </message>
    <message>
        <source>there is a folder of that name</source>
        <translation>已有同名的資料夾</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>檔名太長</translation>
    </message>
    <message>
        <source>the drive reported an error</source>
        <translation>磁碟回報了錯誤</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>系統拒絕了這個操作</translation>
    </message>
    <message>
        <source>Update Brass Desktop to open it.</source>
        <translation>請更新 Brass Desktop 後再開啟。</translation>
    </message>
    <message>
        <source>The record's format version ({version}) is not a whole number, so Brass Desktop did not write it as it is.</source>
        <translation>紀錄的格式版本（{version}）不是整數，所以這份紀錄並非 Brass Desktop 原樣寫出的。</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>檔案不存在。</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>這是資料夾，不是檔案。</translation>
    </message>
    <message>
        <source>It is not an ordinary file (a device, pipe or socket).</source>
        <translation>這不是一般檔案（而是裝置、管道或通訊端）。</translation>
    </message>
    <message>
        <source>It is too large for a game record ({size} MB; records are at most {limit} MB).</source>
        <translation>檔案太大，不可能是遊戲紀錄（{size} MB；紀錄最多 {limit} MB）。</translation>
    </message>
    <message>
        <source>It cannot be read ({error}).</source>
        <translation>無法讀取（{error}）。</translation>
    </message>
    <message>
        <source>It is not a text file (game records are UTF-8 JSON).</source>
        <translation>這不是文字檔（遊戲紀錄是 UTF-8 JSON）。</translation>
    </message>
    <message>
        <source>It cannot be opened.</source>
        <translation>無法開啟。</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}.</source>
        <translation>無法讀取：{reason}。</translation>
    </message>
    <message>
        <source>{file} could not be written: {reason}.</source>
        <translation>無法寫入 {file}：{reason}。</translation>
    </message>
    <message>
        <source>The game is still open and nothing is lost: free some space or choose another folder with Save as.</source>
        <translation>遊戲仍然開著，沒有任何損失：請騰出空間，或用「另存新檔」選擇其他資料夾。</translation>
    </message>
    <message>
        <source>Free some space or choose another folder, then try again.</source>
        <translation>請騰出空間或選擇其他資料夾，然後再試一次。</translation>
    </message>
    <message>
        <source>the library file could not be written</source>
        <translation>無法寫入遊戲庫檔案</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Brass (Lancashire)</source>
        <translation>工業革命（蘭開夏）</translation>
    </message>
    <message>
        <source>Brass: Birmingham</source>
        <translation>工業革命：伯明翰</translation>
    </message>
    <message>
        <source>Industria</source>
        <translation>工業時代 (Industria)</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Show the text</source>
        <translation>顯示說明</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Keep only the guide's heading and buttons over the map</source>
        <translation>地圖上只留下導覽的標題和按鈕</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>電腦 {number}</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>離開導覽</translation>
    </message>
    <message>
        <source>The game goes on as a normal game</source>
        <translation>遊戲照常繼續</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>關閉導覽</translation>
    </message>
    <message>
        <source>Guided first game: {game}</source>
        <translation>導覽第一局：{game}</translation>
    </message>
    <message>
        <source>The guide is over</source>
        <translation>導覽結束</translation>
    </message>
    <message>
        <source>The game goes on as a normal game.</source>
        <translation>遊戲照常繼續。</translation>
    </message>
    <message>
        <source>The computer players take their turns now. Watch the map: each of their moves is marked there.</source>
        <translation>現在由電腦玩家行動。請看地圖：他們的每一步都會標示在上面。</translation>
    </message>
    <message>
        <source>The guide has no suggestion for this decision: it is yours to make. Tap a move to read what it does, or ask for a hint.</source>
        <translation>導覽對這個決定沒有建議：由你決定。點一個行動可看它的作用，或請求提示。</translation>
    </message>
    <message>
        <source>The guide has no suggestion for this decision: it is yours to make. Point at a target to read what it does, or press H for a hint.</source>
        <translation>導覽對這個決定沒有建議：由你決定。指向目標可看它的作用，或按 H 取得提示。</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>第 {number} 步，共 {count} 步</translation>
    </message>
    <message>
        <source>Rule {rule}: {title}</source>
        <translation>規則 {rule}：{title}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>規則 {rule}</translation>
    </message>
    <message>
        <source>Suggested move: {move}</source>
        <translation>建議的行動：{move}</translation>
    </message>
    <message>
        <source>Suggested move (marked for you): {move}</source>
        <translation>建議的行動（已為你標示）：{move}</translation>
    </message>
    <message>
        <source>Well done: {move}.</source>
        <translation>做得好：{move}。</translation>
    </message>
    <message>
        <source>nothing else changed</source>
        <translation>沒有其他變化</translation>
    </message>
    <message>
        <source>You went your own way: {move}. Here is what that does: {effects} The guide goes on with what still fits your game.</source>
        <translation>你走了自己的路：{move}。它的效果是：{effects} 導覽會繼續提供仍適合你這局的建議。</translation>
    </message>
    <message>
        <source>That was the move of step {number}, so the guide skips it.</source>
        <translation>這正是第 {number} 步的行動，所以導覽會跳過那一步。</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>{player}’s turn</source>
        <translation>輪到 {player}</translation>
    </message>
    <message>
        <source>Pass the computer to {player}. Everyone else, please look away from the hand.</source>
        <translation>請把電腦交給 {player}。其他人請不要看手牌。</translation>
    </message>
    <message>
        <source>Your first turn. The moves so far, marked on the map:</source>
        <translation>你的第一個回合。到目前為止的行動已標示在地圖上：</translation>
    </message>
    <message>
        <source>Your first turn: nobody has played yet.</source>
        <translation>你的第一個回合：還沒有人行動過。</translation>
    </message>
    <message>
        <source>Since your last turn (marked on the map):</source>
        <translation>自你上一個回合以來（已標示在地圖上）：</translation>
    </message>
    <message>
        <source>Nothing new since your last action.</source>
        <translation>你上次行動之後沒有新的變化。</translation>
    </message>
    <message>
        <source>I am {player}: show my hand</source>
        <translation>我是 {player}：顯示我的手牌</translation>
    </message>
    <message>
        <source>{player} took back: {action}</source>
        <translation>{player} 收回了：{action}</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>{player}’s hand</source>
        <translation>{player} 的手牌</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>The hand is hidden until its player takes over.</source>
        <translation>手牌會隱藏，直到該玩家接手電腦。</translation>
    </message>
    <message>
        <source>wild card</source>
        <translation>萬用牌</translation>
    </message>
    <message>
        <source>industry card</source>
        <translation>工廠卡</translation>
    </message>
    <message>
        <source>location card</source>
        <translation>地點卡</translation>
    </message>
    <message>
        <source>{name} ({kind})</source>
        <translation>{name}（{kind}）</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Build {industry} in {location}</source>
        <translation>在{location}建造{industry}</translation>
    </message>
    <message>
        <source>Link {ends}</source>
        <translation>連接{ends}</translation>
    </message>
    <message>
        <source>Develop {industries}</source>
        <translation>研究發展{industries}</translation>
    </message>
    <message>
        <source>Sell from {location}</source>
        <translation>從{location}出售</translation>
    </message>
    <message>
        <source>Take a loan of {amount}</source>
        <translation>貸款{amount}</translation>
    </message>
    <message>
        <source>{levels} income</source>
        <translation>收入{levels}</translation>
    </message>
    <message>
        <source>flips {count} of your tiles</source>
        <translation>翻面你的 {count} 個板塊</translation>
    </message>
    <message>
        <source>{tile_vp} VP and {spaces} income spaces when it flips</source>
        <translation>翻面後計 {tile_vp} 分，收入前進 {spaces} 格</translation>
    </message>
    <message>
        <source>{tile_vp} VP and {spaces} income spaces when they flip</source>
        <translation>翻面後共計 {tile_vp} 分，收入前進 {spaces} 格</translation>
    </message>
    <message>
        <source>opens {locations} to you</source>
        <translation>讓你可到{locations}</translation>
    </message>
    <message>
        <source>Put up {tile}</source>
        <translation>拍賣{tile}</translation>
    </message>
    <message>
        <source>Bid {coins} for {tile}</source>
        <translation>為{tile}出價{coins}</translation>
    </message>
    <message>
        <source>Pass on {tile}</source>
        <translation>不為{tile}出價</translation>
    </message>
    <message>
        <source>Sell to {player} for {coins}</source>
        <translation>以{coins}賣給{player}</translation>
    </message>
    <message>
        <source>Keep {tile}</source>
        <translation>留下{tile}</translation>
    </message>
    <message>
        <source>Build {tile}</source>
        <translation>建造{tile}</translation>
    </message>
    <message>
        <source>Exchange {tile} for a coin</source>
        <translation>把{tile}兌換成 1 元錢</translation>
    </message>
    <message>
        <source>{signed_coins} now</source>
        <translation>立即{signed_coins}</translation>
    </message>
    <message>
        <source>worth about {coins} to you</source>
        <translation>對你約值{coins}</translation>
    </message>
    <message>
        <source>completes {count} of your roads and lines</source>
        <translation>完成你的 {count} 條道路或線路</translation>
    </message>
    <message>
        <source>{count} more symbols for your bonus tiles</source>
        <translation>你的加分卡多 {count} 個圖示</translation>
    </message>
    <message>
        <source>{vp} VP now</source>
        <translation>立即{vp}分</translation>
    </message>
    <message>
        <source>about {vp} VP by the end</source>
        <translation>到終局約{vp}分</translation>
    </message>
    <message>
        <source>about {less} VP less than hint 1</source>
        <translation>比提示 1 少約{less}分</translation>
    </message>
    <message>
        <source>about as good as hint 1</source>
        <translation>與提示 1 相當</translation>
    </message>
    <message>
        <source>{moves}: {reasons}</source>
        <translation>{moves}：{reasons}</translation>
    </message>
</context>
<context>
    <name>Industria</name>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>輪到</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; {marks}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; {marks}</translation>
    </message>
    <message>
        <source>{coins} · {vp} VP · {built} built</source>
        <translation>{coins} · {vp} 分 · 已建 {built}</translation>
    </message>
    <message>
        <source>In hand: {tiles}</source>
        <translation>手上：{tiles}</translation>
    </message>
    <message>
        <source>Tiles in hand: {n}</source>
        <translation>手上板塊：{n}</translation>
    </message>
    <message>
        <source>Exchange for 1 coin</source>
        <translation>換 1 元</translation>
    </message>
    <message>
        <source>Exchange…</source>
        <translation>換錢…</translation>
    </message>
    <message>
        <source>{player}: exchange {tile} for 1 coin</source>
        <translation>{player}：以 {tile} 換 1 元</translation>
    </message>
    <message>
        <source>{player}: exchange a raw-material tile for 1 coin</source>
        <translation>{player}：以一張原料板塊換 1 元</translation>
    </message>
    <message>
        <source>Allowed at any time, also while another player is to move (rule 6.6).</source>
        <translation>隨時可換，其他玩家行動時也可以（規則 6.6）。</translation>
    </message>
    <message>
        <source>Exchange {tile} for 1 coin</source>
        <translation>以 {tile} 換 1 元</translation>
    </message>
    <message>
        <source>No raw-material tile in hand</source>
        <translation>手上沒有原料板塊</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <source>Epoch {epoch}, round {round} of {rounds}</source>
        <translation>時代 {epoch}，第 {round}/{rounds} 輪</translation>
    </message>
    <message>
        <source>The bank sells: {resources}</source>
        <translation>銀行出售：{resources}</translation>
    </message>
    <message>
        <source>Auctioneer: {player}</source>
        <translation>拍賣人：{player}</translation>
    </message>
    <message>
        <source>On offer: &lt;b&gt;{tile}&lt;/b&gt;</source>
        <translation>拍賣中：&lt;b&gt;{tile}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>High bid: {amount} by {player}</source>
        <translation>最高出價：{amount}（{player}）</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>尚無出價</translation>
    </message>
    <message>
        <source>Tiles in hand: {player}</source>
        <translation>手上板塊：{player}</translation>
    </message>
    <message>
        <source>Tiles in hand</source>
        <translation>手上板塊</translation>
    </message>
    <message>
        <source>Hidden tiles: {n}</source>
        <translation>隱藏的板塊：{n}</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>沒有遊戲。</translation>
    </message>
    <message>
        <source>The epoch change is being revealed: Next shows each step, Close goes on.</source>
        <translation>正在揭曉時代交替：「下一步」逐步顯示，「關閉」後繼續遊戲。</translation>
    </message>
    <message>
        <source>The final scoring is being revealed: Next shows each step.</source>
        <translation>正在揭曉終局計分：「下一步」逐步顯示。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;, auctioneer: put a revealed tile up for auction (click it on the board or here).</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;（拍賣人）：選一張翻開的板塊拍賣（點擊圖板上或這裡的板塊）。</translation>
    </message>
    <message>
        <source>the high bid is {amount} ({player})</source>
        <translation>最高出價 {amount}（{player}）</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>尚無出價</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: bid for &lt;b&gt;{tile}&lt;/b&gt; or pass; {high}. You have {coins}.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：為 &lt;b&gt;{tile}&lt;/b&gt; 出價或放棄；{high}。你有 {coins}。</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>出價</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: sell &lt;b&gt;{tile}&lt;/b&gt; to {buyer} for {amount} (you stay auctioneer) or keep it for free (the role passes on).</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：以 {amount} 把 &lt;b&gt;{tile}&lt;/b&gt; 賣給 {buyer}（你仍是拍賣人），或免費留下（拍賣人換下一位）。</translation>
    </message>
    <message>
        <source>Sell for {amount}</source>
        <translation>以 {amount} 賣出</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: nobody bid for &lt;b&gt;{tile}&lt;/b&gt;: you keep it for free.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：沒有人為 &lt;b&gt;{tile}&lt;/b&gt; 出價：你免費留下。</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>賣出</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: build up to one factory, one technology and one bonus tile (click a glowing tile), then End build. You have {coins}.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：最多建造一座工廠、一項科技和一張加分卡（點擊發亮的板塊），然後結束建造。你有 {coins}。</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建造</translation>
    </message>
    <message>
        <source>Build ({cost})</source>
        <translation>建造（{cost}）</translation>
    </message>
    <message>
        <source>End build</source>
        <translation>結束建造</translation>
    </message>
    <message>
        <source>Choose where each resource comes from.</source>
        <translation>選擇每個原料的來源。</translation>
    </message>
    <message>
        <source>Tile: {cost}</source>
        <translation>板塊：{cost}</translation>
    </message>
    <message>
        <source> (printed {printed}, discount −{discount})</source>
        <translation>（印價 {printed}，折扣 −{discount}）</translation>
    </message>
    <message>
        <source>{resource}: {source} — {price}</source>
        <translation>{resource}：{source} — {price}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {cost}&lt;/b&gt;; you keep {after}.</source>
        <translation>&lt;b&gt;共 {cost}&lt;/b&gt;；你剩 {after}。</translation>
    </message>
    <message>
        <source>{vp} VP now.</source>
        <translation>現在得 {vp} 分。</translation>
    </message>
    <message>
        <source>0 VP: its epoch {epoch} has passed (printed {vp}).</source>
        <translation>0 分：它的時代 {epoch} 已過（印 {vp} 分）。</translation>
    </message>
    <message>
        <source>epoch {epoch}</source>
        <translation>時代 {epoch}</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>費用：{cost}</translation>
    </message>
    <message>
        <source>producer built by {player}</source>
        <translation>生產工廠屬於 {player}</translation>
    </message>
    <message>
        <source>the bank sells it</source>
        <translation>銀行有售</translation>
    </message>
    <message>
        <source>nobody sells it yet</source>
        <translation>尚無人出售</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>無法取得</translation>
    </message>
    <message>
        <source>; for you now: {price}</source>
        <translation>；你現在要付：{price}</translation>
    </message>
    <message>
        <source>Produces {resource}</source>
        <translation>生產 {resource}</translation>
    </message>
    <message>
        <source>Each later construction of its owner costs {n} less</source>
        <translation>擁有者之後每次建造少付 {n}</translation>
    </message>
    <message>
        <source>Stands for one {resource}; exchange for 1 coin at any time</source>
        <translation>代表一個 {resource}；隨時可換 1 元</translation>
    </message>
    <message>
        <source>Final scoring: +2 VP per own built tile showing {symbol}</source>
        <translation>終局計分：自己每個帶 {symbol} 圖示的已建板塊 +2 分</translation>
    </message>
    <message>
        <source>{vp} VP if built in epoch {epoch}</source>
        <translation>在時代 {epoch} 建造得 {vp} 分</translation>
    </message>
    <message>
        <source>Symbols: {symbols}</source>
        <translation>圖示：{symbols}</translation>
    </message>
    <message>
        <source>Connected to: {tiles}</source>
        <translation>連接：{tiles}</translation>
    </message>
    <message>
        <source>Built by {player}</source>
        <translation>{player} 已建造</translation>
    </message>
    <message>
        <source>In {player}'s hand</source>
        <translation>在 {player} 手上</translation>
    </message>
    <message>
        <source>{player} discards {tile}</source>
        <translation>{player} 棄掉 {tile}</translation>
    </message>
    <message>
        <source>Epoch {epoch} is over</source>
        <translation>時代 {epoch} 結束</translation>
    </message>
    <message>
        <source>Technologies still in hand are discarded:</source>
        <translation>手上尚未建造的科技被棄掉：</translation>
    </message>
    <message>
        <source>The bank now sells: {resources}.</source>
        <translation>銀行現在出售：{resources}。</translation>
    </message>
    <message>
        <source>Extra income this first round: +{n}.</source>
        <translation>本時代第一輪額外收入：+{n}。</translation>
    </message>
    <message>
        <source>Epoch {epoch} begins</source>
        <translation>時代 {epoch} 開始</translation>
    </message>
    <message>
        <source>{player} cashes {tile} for 1 coin</source>
        <translation>{player} 把 {tile} 換成 1 元</translation>
    </message>
    <message>
        <source>Final scoring: raw materials</source>
        <translation>終局計分：原料</translation>
    </message>
    <message>
        <source>Final scoring: bonus tiles</source>
        <translation>終局計分：加分卡</translation>
    </message>
    <message>
        <source>Final scoring: roads and lines</source>
        <translation>終局計分：道路與線路</translation>
    </message>
    <message>
        <source>Final scoring: money</source>
        <translation>終局計分：金錢</translation>
    </message>
    <message>
        <source>{rank}. {player}: {vp} VP ({built} built tiles, {coins})</source>
        <translation>{rank}. {player}：{vp} 分（已建 {built} 個板塊，{coins}）</translation>
    </message>
    <message>
        <source>Winner: {players}, by {why}.</source>
        <translation>勝者：{players}，依據{why}。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>第 {i}/{n} 步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>You will have {coins}.</source>
        <translation>之後你還有 {coins}。</translation>
    </message>
    <message>
        <source>You score {vp} VP now.</source>
        <translation>你現在得 {vp} 分。</translation>
    </message>
    <message>
        <source>Into your hand: {tiles}.</source>
        <translation>放入你手上：{tiles}。</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} 分</translation>
    </message>
    <message>
        <source>{n} built</source>
        <translation>已建 {n}</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>拍賣</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>最高出價</translation>
    </message>
    <message>
        <source>{player}: {symbol} +{amount} VP</source>
        <translation>{player}：{symbol} +{amount} 分</translation>
    </message>
    <message>
        <source>{player}: {n} connection(s), +{amount} VP</source>
        <translation>{player}：{n} 條連線，+{amount} 分</translation>
    </message>
    <message>
        <source>{player}: {coins} coins, +{amount} VP</source>
        <translation>{player}：{coins} 元，+{amount} 分</translation>
    </message>
    <message>
        <source>most victory points</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>a tie on VP, broken by more built tiles</source>
        <translation>同分，已建板塊較多者勝</translation>
    </message>
    <message>
        <source>a tie on VP and built tiles, broken by more coins</source>
        <translation>分數與已建板塊皆同，金錢較多者勝</translation>
    </message>
    <message>
        <source>a complete tie: the victory is shared</source>
        <translation>完全平手：共享勝利</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>無。</translation>
    </message>
    <message>
        <source>Factories</source>
        <translation>工廠</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>時代</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>科技</translation>
    </message>
    <message>
        <source>Round {r}/{n}</source>
        <translation>第 {r}/{n} 輪</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>工廠</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>科技</translation>
    </message>
    <message>
        <source>Raw material</source>
        <translation>原料</translation>
    </message>
    <message>
        <source>Bonus tile</source>
        <translation>加分卡</translation>
    </message>
    <message>
        <source>your own factory (free)</source>
        <translation>你自己的工廠（免費）</translation>
    </message>
    <message>
        <source>your raw-material tile (spent)</source>
        <translation>你的原料板塊（用掉）</translation>
    </message>
    <message>
        <source>{owner}'s factory (1 coin to {owner})</source>
        <translation>{owner} 的工廠（付 1 元給 {owner}）</translation>
    </message>
    <message>
        <source>the bank (1 coin)</source>
        <translation>銀行（1 元）</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>兌換</translation>
    </message>
    <message>
        <source>{n} coin</source>
        <translation>{n} 元錢</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} 元錢</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <source>{player} receives {coins}.</source>
        <translation>{player} 獲得 {coins}。</translation>
    </message>
    <message>
        <source>{player} pays {coins}.</source>
        <translation>{player} 支付 {coins}。</translation>
    </message>
</context>
<context>
    <name>IndustriaKind</name>
    <message>
        <source>factory</source>
        <translation>工廠</translation>
    </message>
    <message>
        <source>technology</source>
        <translation>科技</translation>
    </message>
    <message>
        <source>raw material</source>
        <translation>原料</translation>
    </message>
    <message>
        <source>bonus tile</source>
        <translation>加分卡</translation>
    </message>
</context>
<context>
    <name>IndustriaName</name>
    <message>
        <source>Stone Quarry</source>
        <comment>industria/I-F-stone</comment>
        <translation>採石場</translation>
    </message>
    <message>
        <source>Brickworks</source>
        <comment>industria/I-F-brick</comment>
        <translation>磚窯廠</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <comment>industria/I-F-wood</comment>
        <translation>鋸木廠</translation>
    </message>
    <message>
        <source>Windmill</source>
        <comment>industria/I-F-windmill</comment>
        <translation>風車磨坊</translation>
    </message>
    <message>
        <source>Weaving Mill</source>
        <comment>industria/I-F-weaving</comment>
        <translation>織布工坊</translation>
    </message>
    <message>
        <source>Printing Press</source>
        <comment>industria/I-T-printing</comment>
        <translation>印刷術</translation>
    </message>
    <message>
        <source>Mechanics</source>
        <comment>industria/I-T-mechanics</comment>
        <translation>機械學</translation>
    </message>
    <message>
        <source>Architecture</source>
        <comment>industria/I-T-architecture</comment>
        <translation>建築學</translation>
    </message>
    <message>
        <source>Stone (raw material)</source>
        <comment>industria/I-R-stone</comment>
        <translation>原料：石材</translation>
    </message>
    <message>
        <source>Wood (raw material)</source>
        <comment>industria/I-R-wood</comment>
        <translation>原料：木材</translation>
    </message>
    <message>
        <source>Canal bonus</source>
        <comment>industria/I-B-canal</comment>
        <translation>加分卡：河渠</translation>
    </message>
    <message>
        <source>Port bonus</source>
        <comment>industria/I-B-port</comment>
        <translation>加分卡：碼頭</translation>
    </message>
    <message>
        <source>Ceramics Works</source>
        <comment>industria/II-F-ceramic</comment>
        <translation>陶瓷廠</translation>
    </message>
    <message>
        <source>Glassworks</source>
        <comment>industria/II-F-glass</comment>
        <translation>玻璃廠</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <comment>industria/II-F-iron</comment>
        <translation>煉鐵廠</translation>
    </message>
    <message>
        <source>Bank</source>
        <comment>industria/II-F-bank</comment>
        <translation>銀行</translation>
    </message>
    <message>
        <source>Optics</source>
        <comment>industria/II-T-optics</comment>
        <translation>光學</translation>
    </message>
    <message>
        <source>Steam Engine</source>
        <comment>industria/II-T-steam</comment>
        <translation>蒸汽機</translation>
    </message>
    <message>
        <source>Hydraulics</source>
        <comment>industria/II-T-hydraulics</comment>
        <translation>水力學</translation>
    </message>
    <message>
        <source>Glass (raw material)</source>
        <comment>industria/II-R-glass</comment>
        <translation>原料：玻璃</translation>
    </message>
    <message>
        <source>Iron (raw material)</source>
        <comment>industria/II-R-iron</comment>
        <translation>原料：鐵</translation>
    </message>
    <message>
        <source>Canal bonus</source>
        <comment>industria/II-B-canal</comment>
        <translation>加分卡：河渠</translation>
    </message>
    <message>
        <source>Port bonus</source>
        <comment>industria/II-B-port</comment>
        <translation>加分卡：碼頭</translation>
    </message>
    <message>
        <source>Rails bonus</source>
        <comment>industria/II-B-rails</comment>
        <translation>加分卡：鐵軌</translation>
    </message>
    <message>
        <source>Cement Works</source>
        <comment>industria/III-F-cement</comment>
        <translation>水泥廠</translation>
    </message>
    <message>
        <source>Steel Mill</source>
        <comment>industria/III-F-steel</comment>
        <translation>煉鋼廠</translation>
    </message>
    <message>
        <source>Power Station</source>
        <comment>industria/III-F-electricity</comment>
        <translation>發電廠</translation>
    </message>
    <message>
        <source>Stock Exchange</source>
        <comment>industria/III-F-exchange</comment>
        <translation>證券交易所</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <comment>industria/III-F-shipyard</comment>
        <translation>造船廠</translation>
    </message>
    <message>
        <source>Railway</source>
        <comment>industria/III-T-railway</comment>
        <translation>鐵路</translation>
    </message>
    <message>
        <source>Telegraph</source>
        <comment>industria/III-T-telegraph</comment>
        <translation>電報</translation>
    </message>
    <message>
        <source>Reinforced Concrete</source>
        <comment>industria/III-T-concrete</comment>
        <translation>鋼筋混凝土</translation>
    </message>
    <message>
        <source>Cement (raw material)</source>
        <comment>industria/III-R-cement-1</comment>
        <translation>原料：水泥</translation>
    </message>
    <message>
        <source>Cement (raw material)</source>
        <comment>industria/III-R-cement-2</comment>
        <translation>原料：水泥</translation>
    </message>
    <message>
        <source>Steel (raw material)</source>
        <comment>industria/III-R-steel</comment>
        <translation>原料：鋼</translation>
    </message>
    <message>
        <source>Pipeline bonus</source>
        <comment>industria/III-B-pipeline</comment>
        <translation>加分卡：管線</translation>
    </message>
    <message>
        <source>Computer Factory</source>
        <comment>industria/IV-F-computer</comment>
        <translation>電腦工廠</translation>
    </message>
    <message>
        <source>Plastics Plant</source>
        <comment>industria/IV-F-plastic</comment>
        <translation>塑膠廠</translation>
    </message>
    <message>
        <source>Automobile Plant</source>
        <comment>industria/IV-F-auto</comment>
        <translation>汽車廠</translation>
    </message>
    <message>
        <source>Oil Refinery</source>
        <comment>industria/IV-F-refinery</comment>
        <translation>煉油廠</translation>
    </message>
    <message>
        <source>Radio</source>
        <comment>industria/IV-T-radio</comment>
        <translation>無線電</translation>
    </message>
    <message>
        <source>Nuclear Power</source>
        <comment>industria/IV-T-nuclear</comment>
        <translation>核能</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>industria/IV-T-skyscraper</comment>
        <translation>摩天大樓</translation>
    </message>
    <message>
        <source>Space Flight</source>
        <comment>industria/IV-T-spaceflight</comment>
        <translation>太空飛行</translation>
    </message>
    <message>
        <source>Cement (raw material)</source>
        <comment>industria/IV-R-cement</comment>
        <translation>原料：水泥</translation>
    </message>
    <message>
        <source>Computer (raw material)</source>
        <comment>industria/IV-R-computer</comment>
        <translation>原料：電腦</translation>
    </message>
    <message>
        <source>Plastic (raw material)</source>
        <comment>industria/IV-R-plastic</comment>
        <translation>原料：塑膠</translation>
    </message>
    <message>
        <source>Data Network bonus</source>
        <comment>industria/IV-B-network</comment>
        <translation>加分卡：網路電纜</translation>
    </message>
    <message>
        <source>Satellite Works</source>
        <comment>industria/V-F-satellite</comment>
        <translation>衛星工廠</translation>
    </message>
    <message>
        <source>Genetic Engineering Plant</source>
        <comment>industria/V-F-genetic</comment>
        <translation>基因工程廠</translation>
    </message>
    <message>
        <source>Robot Factory</source>
        <comment>industria/V-F-robot</comment>
        <translation>機器人工廠</translation>
    </message>
    <message>
        <source>Internet</source>
        <comment>industria/V-T-internet</comment>
        <translation>網際網路</translation>
    </message>
    <message>
        <source>Superconductors</source>
        <comment>industria/V-T-superconductors</comment>
        <translation>超導體</translation>
    </message>
    <message>
        <source>Mobile Phone</source>
        <comment>industria/V-T-mobile</comment>
        <translation>行動電話</translation>
    </message>
    <message>
        <source>Wind Power</source>
        <comment>industria/V-T-wind</comment>
        <translation>風力發電</translation>
    </message>
    <message>
        <source>High-Speed Rail</source>
        <comment>industria/V-T-hsr</comment>
        <translation>高速鐵路</translation>
    </message>
    <message>
        <source>Computer (raw material)</source>
        <comment>industria/V-R-computer</comment>
        <translation>原料：電腦</translation>
    </message>
    <message>
        <source>Rails bonus</source>
        <comment>industria/V-B-rails</comment>
        <translation>加分卡：鐵軌</translation>
    </message>
    <message>
        <source>Pipeline bonus</source>
        <comment>industria/V-B-pipeline</comment>
        <translation>加分卡：管線</translation>
    </message>
    <message>
        <source>Data Network bonus</source>
        <comment>industria/V-B-network</comment>
        <translation>加分卡：網路電纜</translation>
    </message>
    <message>
        <source>Stone</source>
        <comment>industria/stone</comment>
        <translation>石材</translation>
    </message>
    <message>
        <source>Brick</source>
        <comment>industria/brick</comment>
        <translation>磚</translation>
    </message>
    <message>
        <source>Wood</source>
        <comment>industria/wood</comment>
        <translation>木材</translation>
    </message>
    <message>
        <source>Ceramic</source>
        <comment>industria/ceramic</comment>
        <translation>陶瓷</translation>
    </message>
    <message>
        <source>Glass</source>
        <comment>industria/glass</comment>
        <translation>玻璃</translation>
    </message>
    <message>
        <source>Iron</source>
        <comment>industria/iron</comment>
        <translation>鐵</translation>
    </message>
    <message>
        <source>Cement</source>
        <comment>industria/cement</comment>
        <translation>水泥</translation>
    </message>
    <message>
        <source>Steel</source>
        <comment>industria/steel</comment>
        <translation>鋼</translation>
    </message>
    <message>
        <source>Electricity</source>
        <comment>industria/electricity</comment>
        <translation>電力</translation>
    </message>
    <message>
        <source>Computer</source>
        <comment>industria/computer</comment>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Plastic</source>
        <comment>industria/plastic</comment>
        <translation>塑膠</translation>
    </message>
    <message>
        <source>Canal</source>
        <comment>industria/canal</comment>
        <translation>河渠</translation>
    </message>
    <message>
        <source>Port</source>
        <comment>industria/port</comment>
        <translation>碼頭</translation>
    </message>
    <message>
        <source>Rails</source>
        <comment>industria/rails</comment>
        <translation>鐵軌</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <comment>industria/pipeline</comment>
        <translation>管線</translation>
    </message>
    <message>
        <source>Data Network</source>
        <comment>industria/network</comment>
        <translation>網路電纜</translation>
    </message>
</context>
<context>
    <name>IndustriaRemoved</name>
    <message>
        <source>spent</source>
        <translation>已使用</translation>
    </message>
    <message>
        <source>exchanged for a coin</source>
        <translation>換成 1 元錢</translation>
    </message>
    <message>
        <source>discarded: its epoch is over</source>
        <translation>棄掉：它的時代已經結束</translation>
    </message>
    <message>
        <source>cashed for a coin</source>
        <translation>兌換成 1 元錢</translation>
    </message>
</context>
<context>
    <name>IndustriaScore</name>
    <message>
        <source>for the tile</source>
        <translation>因板塊</translation>
    </message>
    <message>
        <source>for a bonus tile</source>
        <translation>因加分卡</translation>
    </message>
    <message>
        <source>for roads and lines</source>
        <translation>因道路與線路</translation>
    </message>
    <message>
        <source>for money</source>
        <translation>因金錢</translation>
    </message>
</context>
<context>
    <name>IndustriaSource</name>
    <message>
        <source>an own factory</source>
        <translation>自己的工廠</translation>
    </message>
    <message>
        <source>a raw material tile</source>
        <translation>原料板塊</translation>
    </message>
    <message>
        <source>another player’s factory</source>
        <translation>其他玩家的工廠</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>銀行</translation>
    </message>
</context>
<context>
    <name>Industry</name>
    <message>
        <source>cotton mill</source>
        <translation>棉紡廠</translation>
    </message>
    <message>
        <source>port</source>
        <translation>港口</translation>
    </message>
    <message>
        <source>coal mine</source>
        <translation>煤礦</translation>
    </message>
    <message>
        <source>iron works</source>
        <translation>煉鐵廠</translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation>造船廠</translation>
    </message>
    <message>
        <source>manufacturer</source>
        <translation>製造廠</translation>
    </message>
    <message>
        <source>pottery</source>
        <translation>陶器廠</translation>
    </message>
    <message>
        <source>brewery</source>
        <translation>啤酒廠</translation>
    </message>
    <message>
        <source>cotton mill</source>
        <comment>birmingham</comment>
        <translation>棉花廠</translation>
    </message>
    <message>
        <source>coal mine</source>
        <comment>birmingham</comment>
        <translation>煤礦</translation>
    </message>
    <message>
        <source>iron works</source>
        <comment>birmingham</comment>
        <translation>鐵工廠</translation>
    </message>
    <message>
        <source>manufacturer</source>
        <comment>birmingham</comment>
        <translation>製造廠</translation>
    </message>
    <message>
        <source>pottery</source>
        <comment>birmingham</comment>
        <translation>陶器廠</translation>
    </message>
    <message>
        <source>brewery</source>
        <comment>birmingham</comment>
        <translation>啤酒廠</translation>
    </message>
    <message>
        <source>cotton mill</source>
        <comment>lancashire</comment>
        <translation>棉紡廠</translation>
    </message>
    <message>
        <source>port</source>
        <comment>lancashire</comment>
        <translation>港口</translation>
    </message>
    <message>
        <source>coal mine</source>
        <comment>lancashire</comment>
        <translation>煤礦</translation>
    </message>
    <message>
        <source>iron works</source>
        <comment>lancashire</comment>
        <translation>煉鐵廠</translation>
    </message>
    <message>
        <source>shipyard</source>
        <comment>lancashire</comment>
        <translation>造船廠</translation>
    </message>
</context>
<context>
    <name>Kind</name>
    <message>
        <source>Build</source>
        <translation>建造</translation>
    </message>
    <message>
        <source>Double build</source>
        <translation>組合建造</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>交通運輸</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>研究發展</translation>
    </message>
    <message>
        <source>Sell cotton</source>
        <translation>出售棉花</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>貸款</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳過</translation>
    </message>
    <message>
        <source>Sell another mill</source>
        <translation>再賣一座棉紡廠</translation>
    </message>
    <message>
        <source>Stop selling</source>
        <translation>停止出售</translation>
    </message>
    <message>
        <source>Sell a tile</source>
        <translation>賣出板塊</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>偵察</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>出售</translation>
    </message>
    <message>
        <source>Sell another tile</source>
        <translation>再出售一個板塊</translation>
    </message>
    <message>
        <source>Canal</source>
        <translation>運河</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>鐵路</translation>
    </message>
</context>
<context>
    <name>KindHint</name>
    <message>
        <source>Build an industry tile with one card.</source>
        <translation>打出一張牌，建造一個工業板塊。</translation>
    </message>
    <message>
        <source>Discard any two cards to build anywhere; uses both actions of your turn.</source>
        <translation>棄掉任意兩張牌，在任何地點建造；會用掉你這一輪的兩個行動。</translation>
    </message>
    <message>
        <source>Build a canal (canal era) or one or two rails (rail era).</source>
        <translation>建造一條運河（運河時期），或一至兩條鐵路（鐵路時期）。</translation>
    </message>
    <message>
        <source>Remove one or two tiles from your stacks, paying one iron each.</source>
        <translation>從你的板塊堆移除一或兩個板塊，每個需要一個鋼鐵。</translation>
    </message>
    <message>
        <source>Sell cotton from your mills to a port or the distant market.</source>
        <translation>將你棉紡廠的棉花賣到港口或海外市場。</translation>
    </message>
    <message>
        <source>Take £10, £20 or £30; your income drops one level per £10.</source>
        <translation>借 £10、£20 或 £30；每借 £10，收入下降一個等級。</translation>
    </message>
    <message>
        <source>Do nothing, but still discard a card.</source>
        <translation>不執行行動，但仍須棄一張牌。</translation>
    </message>
    <message>
        <source>Sell cotton from another of your mills in this action.</source>
        <translation>在這個行動中，再從你的另一座棉紡廠出售棉花。</translation>
    </message>
    <message>
        <source>End the Sell action.</source>
        <translation>結束出售行動。</translation>
    </message>
    <message>
        <source>Sell one of your tiles for half its cost to cover your debt.</source>
        <translation>以一半的建造費用賣出你的一個板塊來償還欠款。</translation>
    </message>
    <message>
        <source>Discard three cards to take a wild location card and a wild industry card.</source>
        <translation>棄掉三張牌，拿取一張萬用地點卡和一張萬用工廠卡。</translation>
    </message>
    <message>
        <source>Build a canal (canal era) or one or two rails (rail era; the second rail needs a beer).</source>
        <translation>建造一條運河（運河時期），或一至兩條鐵路（鐵路時期；第二條鐵路需要一個啤酒）。</translation>
    </message>
    <message>
        <source>Sell cotton, manufactured goods or pottery to a connected merchant, paying the beer shown on the tile.</source>
        <translation>將棉花、製造品或陶器賣給相連的貿易商，並消耗板塊上標示的啤酒。</translation>
    </message>
    <message>
        <source>Sell another of your tiles in this action.</source>
        <translation>在這個行動中再出售你的另一個板塊。</translation>
    </message>
    <message>
        <source>Take £30; your income drops three levels.</source>
        <translation>拿取 £30；你的收入下降三個等級。</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Library of finished games</source>
        <translation>已完成對局資料庫</translation>
    </message>
    <message>
        <source>The library was damaged and has been moved aside as {file}; a new library was started. Nothing was deleted.</source>
        <translation>對局資料庫已損壞，已改名保存為 {file}，並建立了新的資料庫。沒有刪除任何資料。</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>圖表(&amp;C)：</translation>
    </message>
    <message>
        <source>Export table as &amp;CSV…</source>
        <translation>匯出表格為 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export game &amp;record…</source>
        <translation>匯出對局紀錄(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>重播(&amp;R)</translation>
    </message>
    <message>
        <source>Step through the chosen game; Continue from here plays on from any moment</source>
        <translation>逐步檢視選定的遊戲；「從這裡繼續」可從任何時刻接著玩</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>結束時間</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回合數</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Player count</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>對局數</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>平均分數</translation>
    </message>
    <message>
        <source>Best VP</source>
        <translation>最高分數</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>尚無已完成的對局</translation>
    </message>
    <message>
        <source>{metric} after each round</source>
        <translation>每回合結束後的{metric}</translation>
    </message>
    <message>
        <source>Score by source</source>
        <translation>分數來源</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>勝出對局（%）</translation>
    </message>
    <message>
        <source>{name} ({games})</source>
        <translation>{name}（{games}）</translation>
    </message>
    <message>
        <source>% of games won (games played)</source>
        <translation>勝出對局百分比（已玩局數）</translation>
    </message>
    <message>
        <source>Export games table</source>
        <translation>匯出對局表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 檔案 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>匯出對局紀錄</translation>
    </message>
    <message>
        <source>Brass games (*.json);;All files (*)</source>
        <translation>工業革命對局 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Canal links</source>
        <translation>運河連結</translation>
    </message>
    <message>
        <source>Canal industries</source>
        <translation>運河時期工業</translation>
    </message>
    <message>
        <source>Rail links</source>
        <translation>鐵路連結</translation>
    </message>
    <message>
        <source>Rail industries</source>
        <translation>鐵路時期工業</translation>
    </message>
    <message>
        <source>Introductory game scoring</source>
        <translation>入門遊戲計分</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <source>Merchant bonuses</source>
        <translation>商人獎勵</translation>
    </message>
    <message>
        <source>Lost to shortfalls</source>
        <translation>因欠款失分</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Income level</source>
        <translation>收入等級</translation>
    </message>
    <message>
        <source>Money (£)</source>
        <translation>金錢（£）</translation>
    </message>
    <message>
        <source>Round (canal, then rail)</source>
        <translation>回合（先運河時期，後鐵路時期）</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Tiles built</source>
        <translation>建設板塊</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>加分卡</translation>
    </message>
    <message>
        <source>Roads and lines</source>
        <translation>道路與連線</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>金錢（元）</translation>
    </message>
    <message>
        <source>Round (epochs I to V)</source>
        <translation>回合（第一到第五時代）</translation>
    </message>
</context>
<context>
    <name>Line</name>
    <message>
        <source>{a} – {b}</source>
        <translation>{a} – {b}</translation>
    </message>
</context>
<context>
    <name>Location</name>
    <message>
        <source>Belper</source>
        <comment>birmingham/belper</comment>
        <translation>貝爾珀</translation>
    </message>
    <message>
        <source>Derby</source>
        <comment>birmingham/derby</comment>
        <translation>德比</translation>
    </message>
    <message>
        <source>Leek</source>
        <comment>birmingham/leek</comment>
        <translation>利克</translation>
    </message>
    <message>
        <source>Stoke-on-Trent</source>
        <comment>birmingham/stoke_on_trent</comment>
        <translation>特倫特河畔斯托克</translation>
    </message>
    <message>
        <source>Stone</source>
        <comment>birmingham/stone</comment>
        <translation>斯通</translation>
    </message>
    <message>
        <source>Uttoxeter</source>
        <comment>birmingham/uttoxeter</comment>
        <translation>阿特克西特</translation>
    </message>
    <message>
        <source>Stafford</source>
        <comment>birmingham/stafford</comment>
        <translation>斯塔福德</translation>
    </message>
    <message>
        <source>Burton-on-Trent</source>
        <comment>birmingham/burton_on_trent</comment>
        <translation>特倫特河畔伯頓</translation>
    </message>
    <message>
        <source>Cannock</source>
        <comment>birmingham/cannock</comment>
        <translation>坎諾克</translation>
    </message>
    <message>
        <source>Tamworth</source>
        <comment>birmingham/tamworth</comment>
        <translation>塔姆沃思</translation>
    </message>
    <message>
        <source>Walsall</source>
        <comment>birmingham/walsall</comment>
        <translation>沃爾索爾</translation>
    </message>
    <message>
        <source>Wolverhampton</source>
        <comment>birmingham/wolverhampton</comment>
        <translation>伍爾弗漢普頓</translation>
    </message>
    <message>
        <source>Coalbrookdale</source>
        <comment>birmingham/coalbrookdale</comment>
        <translation>煤溪谷</translation>
    </message>
    <message>
        <source>Dudley</source>
        <comment>birmingham/dudley</comment>
        <translation>達德利</translation>
    </message>
    <message>
        <source>Kidderminster</source>
        <comment>birmingham/kidderminster</comment>
        <translation>基德明斯特</translation>
    </message>
    <message>
        <source>Worcester</source>
        <comment>birmingham/worcester</comment>
        <translation>伍斯特</translation>
    </message>
    <message>
        <source>Birmingham</source>
        <comment>birmingham/birmingham</comment>
        <translation>伯明翰</translation>
    </message>
    <message>
        <source>Coventry</source>
        <comment>birmingham/coventry</comment>
        <translation>考文垂</translation>
    </message>
    <message>
        <source>Nuneaton</source>
        <comment>birmingham/nuneaton</comment>
        <translation>納尼頓</translation>
    </message>
    <message>
        <source>Redditch</source>
        <comment>birmingham/redditch</comment>
        <translation>雷迪奇</translation>
    </message>
    <message>
        <source>North Farm Brewery</source>
        <comment>birmingham/farm_brewery_north</comment>
        <translation>農場酒廠（北）</translation>
    </message>
    <message>
        <source>South Farm Brewery</source>
        <comment>birmingham/farm_brewery_south</comment>
        <translation>農場酒廠（南）</translation>
    </message>
    <message>
        <source>Shrewsbury</source>
        <comment>birmingham/shrewsbury</comment>
        <translation>什魯斯伯里</translation>
    </message>
    <message>
        <source>Gloucester</source>
        <comment>birmingham/gloucester</comment>
        <translation>格洛斯特</translation>
    </message>
    <message>
        <source>Oxford</source>
        <comment>birmingham/oxford</comment>
        <translation>牛津</translation>
    </message>
    <message>
        <source>Warrington</source>
        <comment>birmingham/warrington</comment>
        <translation>沃靈頓</translation>
    </message>
    <message>
        <source>Nottingham</source>
        <comment>birmingham/nottingham</comment>
        <translation>諾丁漢</translation>
    </message>
    <message>
        <source>Barrow-in-Furness</source>
        <comment>lancashire/barrow_in_furness</comment>
        <translation>巴羅因弗內斯</translation>
    </message>
    <message>
        <source>Scotland</source>
        <comment>lancashire/scotland</comment>
        <translation>蘇格蘭</translation>
    </message>
    <message>
        <source>Lancaster</source>
        <comment>lancashire/lancaster</comment>
        <translation>蘭卡斯特</translation>
    </message>
    <message>
        <source>Fleetwood</source>
        <comment>lancashire/fleetwood</comment>
        <translation>弗利特伍德</translation>
    </message>
    <message>
        <source>Blackpool</source>
        <comment>lancashire/blackpool</comment>
        <translation>黑池</translation>
    </message>
    <message>
        <source>Preston</source>
        <comment>lancashire/preston</comment>
        <translation>普雷斯頓</translation>
    </message>
    <message>
        <source>Wigan</source>
        <comment>lancashire/wigan</comment>
        <translation>威根</translation>
    </message>
    <message>
        <source>Southport</source>
        <comment>lancashire/southport</comment>
        <translation>紹斯波特</translation>
    </message>
    <message>
        <source>Liverpool</source>
        <comment>lancashire/liverpool</comment>
        <translation>利物浦</translation>
    </message>
    <message>
        <source>Warrington &amp; Runcorn</source>
        <comment>lancashire/warrington_runcorn</comment>
        <translation>沃靈頓及朗科恩</translation>
    </message>
    <message>
        <source>Birkenhead</source>
        <comment>lancashire/birkenhead</comment>
        <translation>伯特黑德</translation>
    </message>
    <message>
        <source>Ellesmere Port</source>
        <comment>lancashire/ellesmere_port</comment>
        <translation>埃羅斯米爾港</translation>
    </message>
    <message>
        <source>Northwich</source>
        <comment>lancashire/northwich</comment>
        <translation>諾斯威奇</translation>
    </message>
    <message>
        <source>The Midlands</source>
        <comment>lancashire/the_midlands</comment>
        <translation>米德蘭</translation>
    </message>
    <message>
        <source>Macclesfield</source>
        <comment>lancashire/macclesfield</comment>
        <translation>麥克爾斯菲爾德</translation>
    </message>
    <message>
        <source>Stockport</source>
        <comment>lancashire/stockport</comment>
        <translation>斯托克波特</translation>
    </message>
    <message>
        <source>Manchester</source>
        <comment>lancashire/manchester</comment>
        <translation>曼徹斯特</translation>
    </message>
    <message>
        <source>Oldham</source>
        <comment>lancashire/oldham</comment>
        <translation>奧爾德姆</translation>
    </message>
    <message>
        <source>Rochdale</source>
        <comment>lancashire/rochdale</comment>
        <translation>羅奇代爾</translation>
    </message>
    <message>
        <source>Bury</source>
        <comment>lancashire/bury</comment>
        <translation>伯里</translation>
    </message>
    <message>
        <source>Bolton</source>
        <comment>lancashire/bolton</comment>
        <translation>博爾頓</translation>
    </message>
    <message>
        <source>Blackburn</source>
        <comment>lancashire/blackburn</comment>
        <translation>布拉克本</translation>
    </message>
    <message>
        <source>Burnley</source>
        <comment>lancashire/burnley</comment>
        <translation>般尼</translation>
    </message>
    <message>
        <source>Colne</source>
        <comment>lancashire/colne</comment>
        <translation>科恩</translation>
    </message>
    <message>
        <source>Yorkshire</source>
        <comment>lancashire/yorkshire</comment>
        <translation>約克夏</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}：{action}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>遊戲記錄</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>開始新遊戲</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>開啟已儲存的遊戲</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存新檔…</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>以新名稱儲存遊戲</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Continue an autosaved game</source>
        <translation>繼續自動儲存的遊戲(&amp;C)</translation>
    </message>
    <message>
        <source>Save the changes to {file}?</source>
        <translation>要儲存對 {file} 的變更嗎？</translation>
    </message>
    <message>
        <source>The game of {players} ({stage}, round {round}) is not finished. Save it to a file first?

If you do not, it stays in File › Continue an autosaved game.</source>
        <translation>{players} 的遊戲（{stage}第 {round} 回合）還沒結束。要先存成檔案嗎？

不存的話，它會留在「檔案 › 繼續自動儲存的遊戲」中。</translation>
    </message>
    <message>
        <source>No autosave: the data folder cannot be used ({error}). Save the game with File › Save as.</source>
        <translation>沒有自動儲存：無法使用資料夾（{error}）。請用「檔案 › 另存新檔」儲存遊戲。</translation>
    </message>
    <message>
        <source>Autosave failed ({error}). The game is only in memory: save it with File › Save as.</source>
        <translation>自動儲存失敗（{error}）。這局遊戲只在記憶體中：請用「檔案 › 另存新檔」儲存。</translation>
    </message>
    <message>
        <source>&amp;Rules reference…</source>
        <translation>規則參考(&amp;R)…</translation>
    </message>
    <message>
        <source>The numbered rules of the game, searchable (F1: the rule of the last refusal)</source>
        <translation>本遊戲的編號規則，可搜尋（F1：最近一次拒絕所依據的規則）</translation>
    </message>
    <message>
        <source>&amp;Map symbols…</source>
        <translation>地圖符號(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse…</source>
        <translation>鍵盤與滑鼠(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;About Brass Desktop</source>
        <translation>關於 Brass Desktop</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>導覽第一局(&amp;G)</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>滑鼠滾輪</translation>
    </message>
    <message>
        <source>Zoom the map</source>
        <translation>縮放地圖</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>拖曳</translation>
    </message>
    <message>
        <source>Move the map</source>
        <translation>移動地圖</translation>
    </message>
    <message>
        <source>Click a highlighted target</source>
        <translation>點選標亮的目標</translation>
    </message>
    <message>
        <source>Choose it for the action</source>
        <translation>選它作為行動目標</translation>
    </message>
    <message>
        <source>Point at a target</source>
        <translation>指向目標</translation>
    </message>
    <message>
        <source>Read what it is, or why it is not allowed</source>
        <translation>顯示它是什麼，或為何不允許</translation>
    </message>
    <message>
        <source>Click a rule link</source>
        <translation>點選規則連結</translation>
    </message>
    <message>
        <source>Open the rules reference at that rule</source>
        <translation>在規則參考中打開該規則</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>收回上一個行動（Ctrl+Z）</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Do the undone action again (Ctrl+Shift+Z)</source>
        <translation>再做一次已復原的行動（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>&amp;Confirm action</source>
        <translation>確認行動</translation>
    </message>
    <message>
        <source>&amp;Back one step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>C&amp;ancel action</source>
        <translation>取消行動</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>顯示整張地圖</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>顯示整張地圖</translation>
    </message>
    <message>
        <source>Open &amp;hands</source>
        <translation>公開手牌</translation>
    </message>
    <message>
        <source>Teaching: show every hand and skip the hand-over screen</source>
        <translation>教學用：顯示所有人的手牌，並略過交接畫面</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具列</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>簡報模式</translation>
    </message>
    <message>
        <source>Large text for projectors (F5)</source>
        <translation>投影用的大字體（F5）</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>全螢幕</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全螢幕（F11）</translation>
    </message>
    <message>
        <source>✕ Leave presentation (F5)</source>
        <translation>✕ 離開簡報模式（F5）</translation>
    </message>
    <message>
        <source>&amp;Result of the game</source>
        <translation>對局結果(&amp;R)</translation>
    </message>
    <message>
        <source>The winner, the ranking and the scores by source (Ctrl+R)</source>
        <translation>勝者、名次與各來源的分數（Ctrl+R）</translation>
    </message>
    <message>
        <source>&amp;Library of finished games…</source>
        <translation>已完成對局資料庫(&amp;L)…</translation>
    </message>
    <message>
        <source>Finished games, player records and charts (Ctrl+L)</source>
        <translation>已完成的對局、玩家戰績與圖表（Ctrl+L）</translation>
    </message>
    <message>
        <source>Sc&amp;enarios</source>
        <translation>教學情境(&amp;E)</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>重播這局遊戲(&amp;P)</translation>
    </message>
    <message>
        <source>Step through this game action by action (Ctrl+Shift+R)</source>
        <translation>逐個行動重看這局遊戲（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Replay a recor&amp;d…</source>
        <translation>重播遊戲紀錄(&amp;D)…</translation>
    </message>
    <message>
        <source>Step through a saved, autosaved or finished game</source>
        <translation>逐步重看已存檔、自動存檔或已結束的遊戲</translation>
    </message>
    <message>
        <source>&amp;Review points</source>
        <translation>檢視時刻(&amp;R)</translation>
    </message>
    <message>
        <source>Teaching: pause before income and each scoring to show what is about to happen</source>
        <translation>教學用：在收入與每次計分前暫停，先顯示即將發生的事</translation>
    </message>
    <message>
        <source>{game} — {players} — {stage}, round {round} — {time}</source>
        <translation>{game} — {players} — {stage}第 {round} 回合 — {time}</translation>
    </message>
    <message>
        <source>An unfinished game of {game} with {players} was saved automatically ({stage}, round {round}; {count} actions played). Continue it?</source>
        <translation>{players} 的一局{game}已自動儲存，尚未結束（{stage}第 {round} 回合；已進行 {count} 個行動）。要繼續嗎？</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Brass games (*{suffix});;All files (*)</source>
        <translation>Brass 遊戲 (*{suffix});;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>開啟遊戲</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>無法開啟遊戲</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{error}</source>
        <translation>無法開啟 {file}：
{error}</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>沒有最近的檔案</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>沒有未完成的遊戲</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file}：{error}</translation>
    </message>
    <message>
        <source>Autosaved game damaged</source>
        <translation>自動儲存的遊戲已損壞</translation>
    </message>
    <message>
        <source>An autosaved game could not be read. It was kept aside and will not be overwritten:

{files}</source>
        <translation>有一局自動儲存的遊戲無法讀取。它已另外保留，不會被覆寫：

{files}</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>繼續上一局遊戲？</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>無法儲存遊戲</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>已儲存 {file}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>未命名遊戲</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>Players’ &amp;phones…</source>
        <translation>玩家的手機(&amp;P)…</translation>
    </message>
    <message>
        <source>Each player holds their hand on their own phone: show a code per seat</source>
        <translation>每位玩家在自己的手機上拿著手牌：為每個座位顯示一個代碼</translation>
    </message>
    <message>
        <source>The library could not record this game: {error}</source>
        <translation>對局資料庫無法記錄這局遊戲：{error}</translation>
    </message>
    <message>
        <source>Replay a record</source>
        <translation>重播遊戲紀錄</translation>
    </message>
    <message>
        <source>Library game {number}</source>
        <translation>遊戲庫第 {number} 局</translation>
    </message>
</context>
<context>
    <name>MarketsPanel</name>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>{era}, round {round} of {rounds}</source>
        <translation>{era}，第 {round} 回合（共 {rounds} 回合）</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 張</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>遊戲順序</translation>
    </message>
    <message>
        <source>draw pile {n}</source>
        <translation>牌堆 {n}</translation>
    </message>
    <message>
        <source>Coal market: {n} cubes, next costs {price}</source>
        <translation>煤炭市場：{n} 個，下一個 {price}</translation>
    </message>
    <message>
        <source>Iron market: {n} cubes, next costs {price}</source>
        <translation>鋼鐵市場：{n} 個，下一個 {price}</translation>
    </message>
    <message>
        <source>Once the market is empty, each cube costs {price}.</source>
        <translation>市場空了之後，每個方塊 {price}。</translation>
    </message>
    <message>
        <source>Rule options: {list}</source>
        <translation>規則選項：{list}</translation>
    </message>
    <message>
        <source>Distant cotton market: closed for this era</source>
        <translation>海外棉花市場：本時期已關閉</translation>
    </message>
    <message>
        <source>Distant cotton market: {n} demand tiles in the stack</source>
        <translation>海外棉花市場：板塊堆還有 {n} 個</translation>
    </message>
    <message>
        <source>Merchants, their beer ({n} barrels left) and its bonus</source>
        <translation>貿易商、他們的啤酒（還剩 {n} 桶）及獎勵</translation>
    </message>
    <message>
        <source>Its beer barrel is there</source>
        <translation>啤酒桶還在</translation>
    </message>
    <message>
        <source>Its beer barrel has been used</source>
        <translation>啤酒桶已用掉</translation>
    </message>
</context>
<context>
    <name>Merchant</name>
    <message>
        <source>buys cotton</source>
        <translation>收購棉花</translation>
    </message>
    <message>
        <source>buys manufactured goods</source>
        <translation>收購製造品</translation>
    </message>
    <message>
        <source>buys pottery</source>
        <translation>收購陶器</translation>
    </message>
    <message>
        <source>buys cotton, goods and pottery</source>
        <translation>收購棉花、製造品和陶器</translation>
    </message>
    <message>
        <source>buys nothing</source>
        <translation>不收購任何商品</translation>
    </message>
    <message>
        <source>free develop</source>
        <translation>免費發展</translation>
    </message>
    <message>
        <source>+{amount} income</source>
        <translation>收入 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} VP</source>
        <translation>+{amount} 分</translation>
    </message>
    <message>
        <source>+£{amount}</source>
        <translation>+£{amount}</translation>
    </message>
    <message>
        <source>{location}, merchant {number}</source>
        <translation>{location}第 {number} 個貿易商</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>−£{amount}</source>
        <translation>−£{amount}</translation>
    </message>
    <message>
        <source>£{amount}</source>
        <translation>£{amount}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the table, or the computer at a level (easy: one action ahead; medium: the whole turn; hard: the whole turn and the others' replies).</source>
        <translation>誰坐這個位子：桌邊的人，或某個難度的電腦（簡單：看一個行動；中等：看整個回合；困難：看整個回合和其他人的回應）。</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>Moves at once</source>
        <translation>立即出手</translation>
    </message>
    <message>
        <source>Short pause after a move</source>
        <translation>每步後短暫停頓</translation>
    </message>
    <message>
        <source>Long pause after a move</source>
        <translation>每步後較長停頓</translation>
    </message>
    <message>
        <source>How long a computer's move stays marked on the map before the game goes on; a click or Space goes on at once.</source>
        <translation>電腦的走法在地圖上標示多久才繼續；點一下或按空白鍵立即繼續。</translation>
    </message>
    <message>
        <source>Thinks briefly</source>
        <translation>電腦快速思考</translation>
    </message>
    <message>
        <source>Thinks normally</source>
        <translation>電腦正常思考</translation>
    </message>
    <message>
        <source>Thinks longer</source>
        <translation>電腦思考較久</translation>
    </message>
    <message>
        <source>How long a computer player may think before it moves: briefly weighs half as many positions as normally, longer twice as many. The same game and seed give the same moves at the same setting.</source>
        <translation>電腦玩家每步可思考多久：快速思考只衡量正常一半的局面，思考較久則衡量兩倍。同一局遊戲、同一隨機種子、同一設定下，電腦的每一步都相同。</translation>
    </message>
    <message>
        <source>Hints (H)</source>
        <translation>提示（H）</translation>
    </message>
    <message>
        <source>Allow the Hint button: the hard computer player's three best moves for the person to move. Turn it off for competitive games.</source>
        <translation>允許使用提示按鈕：困難電腦玩家為輪到的人找出三個最佳走法。比賽時請關閉。</translation>
    </message>
    <message>
        <source>Players use their phones</source>
        <translation>玩家使用自己的手機</translation>
    </message>
    <message>
        <source>Each person holds their hand on their own phone: the game opens Table › Players’ phones with a code per person seat (same network as this computer).</source>
        <translation>每位玩家在自己的手機上拿著手牌：遊戲開始時會打開「牌桌 › 玩家的手機」，為每個由人玩的座位顯示一個代碼（手機須與這台電腦在同一個網路）。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>隨機種子</translation>
    </message>
    <message>
        <source>The same seed and names give the same shuffles and turn order.</source>
        <translation>相同的種子與玩家名稱會得到相同的洗牌結果與遊戲順序。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Free: undo back to the start (teaching)</source>
        <translation>自由：可悔棋到開局（教學）</translation>
    </message>
    <message>
        <source>Stops at the last reveal of a card or tile (table play)</source>
        <translation>只能悔到最後一次翻開卡牌或板塊（正式對局）</translation>
    </message>
    <message>
        <source>Under “stops at the last reveal”, nobody can undo after drawing cards or turning a tile, so no one can look and then choose again.</source>
        <translation>選「只能悔到最後一次翻開」時，抽牌或翻開板塊之後就不能悔棋，沒有人能先看再重選。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新種子</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>Original rules (defaults)</source>
        <translation>原版規則（預設）</translation>
    </message>
    <message>
        <source>2018 edition</source>
        <translation>2018 年版</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>預設：{value}</translation>
    </message>
    <message>
        <source>{help} {default}.</source>
        <translation>{help}{default}。</translation>
    </message>
    <message>
        <source>Disputed: {help} {default}.</source>
        <translation>有爭議：{help}{default}。</translation>
    </message>
    <message>
        <source>The defaults follow the original 2007 rules. These points are disputed between the rule documents, Order of the Hammer and the 2018 edition; the note under each option says who says what.</source>
        <translation>預設值依照 2007 年的原版規則。以下各點在規則文件、Order of the Hammer 與 2018 年版之間有爭議；每個選項下方的說明列出各方的說法。</translation>
    </message>
    <message>
        <source>The defaults follow the English rulebook of 2018. The points marked “disputed” are open questions the rulebook does not settle; the note under each option says who says what.</source>
        <translation>預設值依照 2018 年的英文規則書。標示「有爭議」的是規則書沒有明確規定的問題；每個選項下方的說明列出各方的說法。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>每位玩家都需要名稱。</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>有兩位玩家的名稱相同。</translation>
    </message>
    <message>
        <source>The defaults are the decisions of this app's house set. The rule documents leave these points open; the note under each option says who says what.</source>
        <translation>預設值是本程式自訂板塊組的決定。規則文件沒有明確規定這些問題；每個選項下方的說明列出各方的說法。</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Industry card builds anywhere when your network has no matching space</source>
        <translation>運輸網內沒有相符空格時，工廠卡可在任何地點建造</translation>
    </message>
    <message>
        <source>Debt with no tiles left to sell</source>
        <translation>欠款但已無板塊可賣</translation>
    </message>
    <message>
        <source>Liverpool–Birkenhead virtual connection for industry cards</source>
        <translation>利物浦–伯特黑德虛擬連線適用於工廠卡</translation>
    </message>
    <message>
        <source>Virtual connection also counts for building links</source>
        <translation>虛擬連線也可用於建造運輸路線</translation>
    </message>
    <message>
        <source>Turn-order and final ties by income</source>
        <translation>以收入決定順序平手與最終平手</translation>
    </message>
    <message>
        <source>Victory points of a level-1 cotton mill</source>
        <translation>等級 1 棉紡廠的勝利分數</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>牌庫</translation>
    </message>
    <message>
        <source>Final tie-break after income and money</source>
        <translation>收入與金錢之後的最終平手判定</translation>
    </message>
    <message>
        <source>Income between the canal and rail eras</source>
        <translation>運河與鐵路時期之間的收入</translation>
    </message>
    <message>
        <source>Introductory game: canal era only</source>
        <translation>入門玩法：只進行運河時期</translation>
    </message>
    <message>
        <source>Two players: 6-space coal and iron markets</source>
        <translation>兩人遊戲：煤炭與鋼鐵市場各 6 格</translation>
    </message>
    <message>
        <source>Manufacturer level IV: cost and income</source>
        <translation>等級 IV 製造廠：費用與收入</translation>
    </message>
    <message>
        <source>A sale that needs no beer may still take the merchant’s barrel and its bonus</source>
        <translation>不需要啤酒的出售仍可取用貿易商的啤酒桶並獲得獎勵</translation>
    </message>
    <message>
        <source>The free develop of Gloucester’s barrel may be declined</source>
        <translation>可以放棄格洛斯特啤酒桶的免費發展</translation>
    </message>
    <message>
        <source>The Kidderminster–Worcester link also scores the southern farm brewery</source>
        <translation>基德明斯特–伍斯特的連接也計算南邊的農場酒廠</translation>
    </message>
    <message>
        <source>Canal era: overbuild another player’s mine or works where you already have a tile</source>
        <translation>運河時期：可在你已有板塊的地點翻建其他玩家的煤礦或鐵工廠</translation>
    </message>
    <message>
        <source>Introductory game: canal era only, with extra scoring</source>
        <translation>入門玩法：只進行運河時期，並有額外計分</translation>
    </message>
    <message>
        <source>The Chinese rule summary allows it; the Order of the Hammer site and the 2018 edition do not.</source>
        <translation>中文規則摘要允許；Order of the Hammer 網站與 2018 年版不允許。</translation>
    </message>
    <message>
        <source>The original rules are silent: Order of the Hammer lets money go negative, the 2018 edition takes 1 VP per £1 short.</source>
        <translation>原版規則沒有說明：Order of the Hammer 讓金錢變成負數，2018 年版則每缺 £1 扣 1 分。</translation>
    </message>
    <message>
        <source>Original rule; only an optional classic rule in the 2018 edition.</source>
        <translation>原版規則；在 2018 年版只是可選的經典規則。</translation>
    </message>
    <message>
        <source>No source says so; off by default.</source>
        <translation>沒有任何來源這樣規定；預設關閉。</translation>
    </message>
    <message>
        <source>The rule summary compares income levels; Order of the Hammer compares track spaces.</source>
        <translation>規則摘要比較收入等級；Order of the Hammer 比較收入軌上的格子。</translation>
    </message>
    <message>
        <source>3 in the original game, 5 in the 2018 edition.</source>
        <translation>原版為 3 分，2018 年版為 5 分。</translation>
    </message>
    <message>
        <source>Original: 66 cards with random removal; 2018 edition: fixed decks per player count.</source>
        <translation>原版：66 張牌並隨機移除部分；2018 年版：依玩家人數使用固定牌庫。</translation>
    </message>
    <message>
        <source>Original: the player earlier in turn order wins; 2018 edition: tied players share.</source>
        <translation>原版：遊戲順序較前的玩家獲勝；2018 年版：平手玩家共同獲勝。</translation>
    </message>
    <message>
        <source>Original: paid after canal scoring; 2018 edition: before it. Matters only for debts.</source>
        <translation>原版：在運河時期計分之後支付；2018 年版：在計分之前。只影響欠款的情況。</translation>
    </message>
    <message>
        <source>The 2018 edition's short game for beginners.</source>
        <translation>2018 年版給新手的短版遊戲。</translation>
    </message>
    <message>
        <source>The two-player rules say 8 cubes; Order of the Hammer uses 6-space markets.</source>
        <translation>兩人規則寫 8 個方塊；Order of the Hammer 使用 6 格的市場。</translation>
    </message>
    <message>
        <source>The retail player mat and most programs print £8 and +6; the rulebook picture £14 and +7; later mat artwork £14 and +6.</source>
        <translation>零售版玩家圖板與大多數程式印的是 £8 與 +6；規則書圖片是 £14 與 +7；後來的圖板美術是 £14 與 +6。</translation>
    </message>
    <message>
        <source>The rulebook takes the merchant’s barrel “as part of” the beer a tile needs, which suggests not; no source settles it.</source>
        <translation>規則書把貿易商的啤酒桶視為板塊所需啤酒的「一部分」，似乎表示不行；沒有來源明確規定。</translation>
    </message>
    <message>
        <source>The rulebook does not say whether a bonus may be refused; off: the develop is taken.</source>
        <translation>規則書沒有說明能否拒絕獎勵；關閉時：必須執行發展。</translation>
    </message>
    <message>
        <source>The link touches three places; the Tabletop Simulator module and other programs score the farm too, the rulebook is silent.</source>
        <translation>這條連接碰到三個地點；Tabletop Simulator 模組和其他程式也會計算農場酒廠，規則書沒有說明。</translation>
    </message>
    <message>
        <source>It would give you two tiles in one place in the canal era; the rulebook is silent, so it is off by default.</source>
        <translation>這會讓你在運河時期於同一地點擁有兩個板塊；規則書沒有說明，所以預設關閉。</translation>
    </message>
    <message>
        <source>The rulebook’s short game: after canal scoring, £4 = 1 VP (at most 15), VP equal to your income, and your flipped level-2+ tiles score again.</source>
        <translation>規則書的短版遊戲：運河時期計分後，每 £4 得 1 分（最多 15 分），再得與收入等級相同的分數，已翻面的等級 2 以上板塊再計分一次。</translation>
    </message>
    <message>
        <source>Money goes negative</source>
        <translation>金錢變成負數</translation>
    </message>
    <message>
        <source>Lose 1 VP per £1 short</source>
        <translation>每缺 £1 扣 1 分</translation>
    </message>
    <message>
        <source>Income level</source>
        <translation>收入等級</translation>
    </message>
    <message>
        <source>Income track space</source>
        <translation>收入軌格子</translation>
    </message>
    <message>
        <source>Original (random removal)</source>
        <translation>原版（隨機移除）</translation>
    </message>
    <message>
        <source>2018 edition (fixed decks)</source>
        <translation>2018 年版（固定牌庫）</translation>
    </message>
    <message>
        <source>Earlier in turn order wins</source>
        <translation>遊戲順序較前者獲勝</translation>
    </message>
    <message>
        <source>Tied players share</source>
        <translation>平手玩家共同獲勝</translation>
    </message>
    <message>
        <source>After canal scoring</source>
        <translation>運河時期計分之後</translation>
    </message>
    <message>
        <source>Before canal scoring</source>
        <translation>運河時期計分之前</translation>
    </message>
    <message>
        <source>£8, +6 income (player mat)</source>
        <translation>£8，收入 +6（玩家圖板）</translation>
    </message>
    <message>
        <source>£14, +7 income (rulebook picture)</source>
        <translation>£14，收入 +7（規則書圖片）</translation>
    </message>
    <message>
        <source>£14, +6 income (later artwork)</source>
        <translation>£14，收入 +6（後來的美術）</translation>
    </message>
    <message>
        <source>Bonus tiles are free</source>
        <translation>加分卡免費</translation>
    </message>
    <message>
        <source>Tiles in hand are open to everyone</source>
        <translation>手上板塊公開</translation>
    </message>
    <message>
        <source>Bonus tiles also count technologies</source>
        <translation>加分卡也計算科技</translation>
    </message>
    <message>
        <source>The Chinese rule document prints a cost on bonus tiles; other sources build them free. House default: they cost their printed coins.</source>
        <translation>中文規則在加分卡上印有費用；其他來源免費建造。本套預設：付印價。</translation>
    </message>
    <message>
        <source>Tiles are won in open auctions, so the house set keeps hands open; off: hidden behind the hand-over screen.</source>
        <translation>板塊在公開拍賣中取得，所以本套預設手牌公開；關閉：藏在交接畫面後。</translation>
    </message>
    <message>
        <source>The rule document counts every own built tile showing the symbol; reviews count factories only.</source>
        <translation>規則文件計算自己每個帶該圖示的已建板塊；評論只算工廠。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>a tie on points, broken by higher income</source>
        <translation>分數平手，收入較高者勝</translation>
    </message>
    <message>
        <source>a tie on points and income, broken by more money</source>
        <translation>分數與收入平手，金錢較多者勝</translation>
    </message>
    <message>
        <source>a tie on points, income and money, broken by turn order</source>
        <translation>分數、收入與金錢都平手，由遊戲順序決定</translation>
    </message>
    <message>
        <source>a tie on points, broken by more built tiles</source>
        <translation>分數平手，已建板塊較多者勝</translation>
    </message>
    <message>
        <source>a tie on points and built tiles, broken by more coins</source>
        <translation>分數與已建板塊平手，金錢較多者勝</translation>
    </message>
    <message>
        <source>most victory points</source>
        <translation>勝利分數最高</translation>
    </message>
    <message>
        <source>a complete tie: the victory is shared</source>
        <translation>完全平手：共同獲勝</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>it is time for a normal action</source>
        <translation>現在是一般行動的時候</translation>
    </message>
    <message>
        <source>finish the Sell action first (sell another tile or stop)</source>
        <translation>請先完成出售行動（再出售一個板塊或停止出售）</translation>
    </message>
    <message>
        <source>a player must first sell tiles to pay a debt</source>
        <translation>有玩家必須先賣出板塊來償還欠款</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>遊戲已經結束</translation>
    </message>
    <message>
        <source>it is the auction</source>
        <translation>現在是拍賣階段</translation>
    </message>
    <message>
        <source>it is the building phase</source>
        <translation>現在是建造階段</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Industry tiles left</source>
        <translation>剩餘工業板塊</translation>
    </message>
    <message>
        <source>Link tiles left</source>
        <translation>剩餘連線板塊</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>金錢（元）</translation>
    </message>
    <message>
        <source>Tiles built</source>
        <translation>已建板塊</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>正在連線到牌桌…</translation>
    </message>
    <message>
        <source>Not connected. Trying again…</source>
        <translation>尚未連線，正在重試…</translation>
    </message>
    <message>
        <source>This seat’s code is not valid any more. Scan the seat’s new QR code.</source>
        <translation>這個座位的代碼已失效。請掃描這個座位的新 QR 碼。</translation>
    </message>
    <message>
        <source>The table was closed on the computer.</source>
        <translation>電腦上的牌桌已關閉。</translation>
    </message>
    <message>
        <source>Watching the table</source>
        <translation>觀看牌桌</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>輪到 {name}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>各玩家</translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation>你現在可以做的事</translation>
    </message>
    <message>
        <source>Nothing to do until your turn.</source>
        <translation>輪到你之前沒有可做的事。</translation>
    </message>
    <message>
        <source>Pay with</source>
        <translation>支付方式</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Undo my last action</source>
        <translation>復原我上一個行動</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>No hints can be asked now.</source>
        <translation>現在無法要求提示。</translation>
    </message>
    <message>
        <source>{name}’s phone is away: the table waits, or plays that seat on the laptop.</source>
        <translation>{name}的手機已離線：牌桌等待，或在筆電上代玩這個座位。</translation>
    </message>
    <message>
        <source>Not allowed:</source>
        <translation>不允許：</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>第 {round} 輪</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>勝者：{names}</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Players’ phones</source>
        <translation>玩家的手機</translation>
    </message>
    <message>
        <source>Network address:</source>
        <translation>網路位址：</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>觀眾</translation>
    </message>
    <message>
        <source>Take seat back</source>
        <translation>收回座位</translation>
    </message>
    <message>
        <source>This computer is on no network a phone could reach.</source>
        <translation>這台電腦不在手機可以連上的網路中。</translation>
    </message>
    <message>
        <source>The phones’ server cannot start on this address.</source>
        <translation>手機伺服器無法在這個位址啟動。</translation>
    </message>
    <message>
        <source>Each player scans their own code on a phone on the same network. Anyone who sees a code can take that seat: take it back if needed.</source>
        <translation>每位玩家用同一網路上的手機掃描自己的代碼。看到代碼的人都能坐上那個座位：必要時請收回座位。</translation>
    </message>
    <message>
        <source>The phones’ server is stopped.</source>
        <translation>手機伺服器已停止。</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>已連線 %n 支手機</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhonesWall</name>
    <message>
        <source>{player}’s phone is away.</source>
        <translation>{player}的手機已離線。</translation>
    </message>
    <message>
        <source>{player} plays on the laptop until it is back.</source>
        <translation>手機回來之前，{player}在筆電上玩。</translation>
    </message>
    <message>
        <source>Wait for the phone</source>
        <translation>等待手機</translation>
    </message>
    <message>
        <source>The game waits for {player}’s phone.</source>
        <translation>遊戲正在等待{player}的手機。</translation>
    </message>
    <message>
        <source>Play on the laptop</source>
        <translation>在筆電上玩</translation>
    </message>
    <message>
        <source>{player} plays on their phone.</source>
        <translation>{player}正在用手機玩。</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>a player</source>
        <translation>某位玩家</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>{money} · income {income} · {vp} VP</source>
        <translation>{money} · 收入 {income} · {vp} 分</translation>
    </message>
    <message>
        <source>turn {n}</source>
        <translation>第 {n} 順位</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>已花費</translation>
    </message>
    <message>
        <source>Money spent this round; the least spent plays first next round</source>
        <translation>本回合花費的金錢；花得最少的玩家下一回合先行動</translation>
    </message>
    <message>
        <source>▶ playing · {turn}</source>
        <translation>▶ 行動中 · {turn}</translation>
    </message>
    <message>
        <source>{level} (track space {space})</source>
        <translation>{level}（收入軌第 {space} 格）</translation>
    </message>
    <message>
        <source>{links} link tiles · {cards} cards</source>
        <translation>運輸板塊 {links} · 手牌 {cards} 張</translation>
    </message>
    <message>
        <source>Spent this round: {spent}</source>
        <translation>本回合已花費：{spent}</translation>
    </message>
    <message>
        <source>Hand: {cards}</source>
        <translation>手牌：{cards}</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>已用完</translation>
    </message>
    <message>
        <source>{level} · develop · {left} left</source>
        <translation>{level}·研究發展·剩{left}</translation>
    </message>
    <message>
        <source>{level} {cost} · {left} left</source>
        <translation>{level} {cost}·剩{left}</translation>
    </message>
    <message>
        <source>{industry}: no tiles left</source>
        <translation>{industry}：沒有板塊了</translation>
    </message>
    <message>
        <source>{industry}: the next tile is level {level}; it cannot be built, remove it with Develop. {left} tiles left.</source>
        <translation>{industry}：下一個板塊是等級 {level}，不能建造，請用研究發展移除。還剩 {left} 個板塊。</translation>
    </message>
    <message>
        <source>{industry}: next tile level {level}, costs {cost}, needs {coal} coal and {iron} iron, scores {vp} VP when flipped. {left} tiles left.</source>
        <translation>{industry}：下一個板塊等級 {level}，費用 {cost}，需要 {coal} 個煤炭和 {iron} 個鋼鐵，翻面後得 {vp} 分。還剩 {left} 個板塊。</translation>
    </message>
    <message>
        <source>Selling it takes {beer} beer.</source>
        <translation>出售它需要 {beer} 個啤酒。</translation>
    </message>
    <message>
        <source>It has a lightbulb: it cannot be developed, only built.</source>
        <translation>它有燒瓶圖示：不能用發展移除，只能建造。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Next tile of each industry: level, cost, tiles left; point at one for the coal and iron it needs</source>
        <translation>各產業的下一個板塊：等級、費用、剩餘數量；指向其中一個可看它需要的煤和鐵</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>The tile sells for {gain}; you will then have {after} to pay {debt}.</source>
        <translation>這個板塊可賣得 {gain}；之後你將有 {after} 來支付 {debt}。</translation>
    </message>
    <message>
        <source>tile {money}</source>
        <translation>板塊 {money}</translation>
    </message>
    <message>
        <source>link {money}</source>
        <translation>連結 {money}</translation>
    </message>
    <message>
        <source>coal {money}</source>
        <translation>煤炭 {money}</translation>
    </message>
    <message>
        <source>iron {money}</source>
        <translation>鋼鐵 {money}</translation>
    </message>
    <message>
        <source>Cost {cost} ({split}); you will have {after}.</source>
        <translation>費用 {cost}（{split}）；之後你還有 {after}。</translation>
    </message>
    <message>
        <source>Cost {cost}; you will have {after}.</source>
        <translation>費用 {cost}；之後你還有 {after}。</translation>
    </message>
    <message>
        <source>You will have {after}.</source>
        <translation>之後你將有 {after}。</translation>
    </message>
    <message>
        <source>Coal from: {sources}.</source>
        <translation>煤炭來源：{sources}。</translation>
    </message>
    <message>
        <source>Iron from: {sources}.</source>
        <translation>鋼鐵來源：{sources}。</translation>
    </message>
    <message>
        <source>Beer from: {sources}.</source>
        <translation>啤酒來源：{sources}。</translation>
    </message>
    <message>
        <source>Sells {cubes} {resource} to the market at once for {money}.</source>
        <translation>立即賣 {cubes} 個{resource}到市場，獲得 {money}。</translation>
    </message>
    <message>
        <source>Once flipped: {vp} VP, income +{spaces} spaces.</source>
        <translation>翻面後：計 {vp} 分，收入前進 {spaces} 格。</translation>
    </message>
    <message>
        <source>Income {before} → {after} a round ({levels} levels up).</source>
        <translation>每輪收入 {before} → {after}（上升 {levels} 級）。</translation>
    </message>
    <message>
        <source>Income {before} → {after} a round ({levels} levels down).</source>
        <translation>每輪收入 {before} → {after}（下降 {levels} 級）。</translation>
    </message>
    <message>
        <source>Distant market: demand +{demand} now; {failing} of {total} tiles end the sale ({percent} %).</source>
        <translation>海外市場：目前需求 +{demand}；{total} 個板塊中有 {failing} 個會令出售失敗（{percent} %）。</translation>
    </message>
    <message>
        <source>If it sells: income {low} to {high} a round.</source>
        <translation>若出售成功：每輪收入 {low} 至 {high}。</translation>
    </message>
    <message>
        <source>If it sells: income {low} a round.</source>
        <translation>若出售成功：每輪收入 {low}。</translation>
    </message>
    <message>
        <source>You score {vp} VP now.</source>
        <translation>你現在得 {vp} 分。</translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation>你將獲得：{cards}。</translation>
    </message>
    <message>
        <source>Merchant bonus: {bonus}.</source>
        <translation>貿易商獎勵：{bonus}。</translation>
    </message>
    <message>
        <source>Your {industry} in {slot} flips: {vp} VP, income +{spaces} spaces.</source>
        <translation>你在{slot}的{industry}翻面：計 {vp} 分，收入前進 {spaces} 格。</translation>
    </message>
    <message>
        <source>{owner}’s {industry} in {slot} flips: {vp} VP and income +{spaces} spaces for {owner}.</source>
        <translation>{owner} 在{slot}的{industry}翻面：{owner} 計 {vp} 分，收入前進 {spaces} 格。</translation>
    </message>
    <message>
        <source>If it sells, your {industry} in {slot} flips: {vp} VP, income +{spaces} spaces.</source>
        <translation>若出售成功，你在{slot}的{industry}翻面：計 {vp} 分，收入前進 {spaces} 格。</translation>
    </message>
    <message>
        <source>If it sells, {owner}’s {industry} in {slot} flips: {vp} VP and income +{spaces} spaces for {owner}.</source>
        <translation>若出售成功，{owner} 在{slot}的{industry}翻面：{owner} 計 {vp} 分，收入前進 {spaces} 格。</translation>
    </message>
    <message>
        <source>Your level-{level} {industry} in {slot} is built over.</source>
        <translation>你在{slot}的等級 {level} {industry}被翻建。</translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} is built over.</source>
        <translation>{owner} 在{slot}的等級 {level} {industry}被翻建。</translation>
    </message>
    <message>
        <source>Your level-{level} {industry} in {slot} leaves the board.</source>
        <translation>你在{slot}的等級 {level} {industry}離開圖板。</translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} leaves the board.</source>
        <translation>{owner} 在{slot}的等級 {level} {industry}離開圖板。</translation>
    </message>
    <message>
        <source>{player} receives {money}.</source>
        <translation>{player} 獲得 {money}。</translation>
    </message>
    <message>
        <source>{player} pays {money}.</source>
        <translation>{player} 支付 {money}。</translation>
    </message>
</context>
<context>
    <name>Punctuation</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>That is not possible now: {phase}.</source>
        <translation>現在不能這樣做：{phase}。</translation>
    </message>
    <message>
        <source>The card “{card}” is not in your hand.</source>
        <translation>「{card}」這張牌不在你的手牌中。</translation>
    </message>
    <message>
        <source>A double build uses both actions of a turn, and you have only one action left.</source>
        <translation>組合建造需要用掉一輪的兩個行動，而你只剩一個行動。</translation>
    </message>
    <message>
        <source>There is no such space on the map.</source>
        <translation>地圖上沒有這個空格。</translation>
    </message>
    <message>
        <source>There is no such industry.</source>
        <translation>沒有這種工業。</translation>
    </message>
    <message>
        <source>{slot} has no {industry} icon.</source>
        <translation>{slot}沒有{industry}圖案。</translation>
    </message>
    <message>
        <source>You have no {industry} tiles left.</source>
        <translation>你已經沒有{industry}板塊了。</translation>
    </message>
    <message>
        <source>Your next {industry} is level 0: it can never be built, only removed with Develop.</source>
        <translation>你的下一個{industry}是等級 0：永遠不能建造，只能用研究發展移除。</translation>
    </message>
    <message>
        <source>Your next {industry} is level {level}, which cannot be built in the {era}.</source>
        <translation>你的下一個{industry}是等級 {level}，不能在{era}建造。</translation>
    </message>
    <message>
        <source>Nothing can be built in {location} in the {era}.</source>
        <translation>{era}不能在{location}建造任何東西。</translation>
    </message>
    <message>
        <source>This space is taken by {owner}’s {industry}.</source>
        <translation>這個空格已經有 {owner} 的{industry}。</translation>
    </message>
    <message>
        <source>Overbuilding needs a higher level: yours would be level {level}, the tile there is level {existing}.</source>
        <translation>翻建需要更高的等級：你的是等級 {level}，那裡的板塊是等級 {existing}。</translation>
    </message>
    <message>
        <source>You can only overbuild a tile of the same industry.</source>
        <translation>只能翻建同種類的工業板塊。</translation>
    </message>
    <message>
        <source>Another player’s {resource_tile} may be replaced only when no {resource} is left anywhere: there are {board} on the board and {market} in the market.</source>
        <translation>只有在任何地方都沒有{resource}時，才能翻建其他玩家的{resource_tile}：圖板上還有 {board} 個，市場上還有 {market} 個。</translation>
    </message>
    <message>
        <source>In the canal era you may have only one industry tile in {location}.</source>
        <translation>運河時期你在{location}只能有一個工業板塊。</translation>
    </message>
    <message>
        <source>In {location} a {industry} must go in the space that shows only its icon ({slot}) first.</source>
        <translation>在{location}，{industry}必須先建在只有它圖案的空格（{slot}）。</translation>
    </message>
    <message>
        <source>The {card} card builds only in {card}, not in {location}.</source>
        <translation>{card}卡只能在{card}建造，不能在{location}。</translation>
    </message>
    <message>
        <source>The {card} card builds only a {card_industry}, not a {industry}.</source>
        <translation>{card}卡只能建造{card_industry}，不能建造{industry}。</translation>
    </message>
    <message>
        <source>{location} is not in your network: an industry card builds only where your links reach or where you already have a tile.</source>
        <translation>{location}不在你的運輸網內：工廠卡只能在你的運輸路線連到的地點，或你已經有板塊的地點建造。</translation>
    </message>
    <message>
        <source>No coal reaches {location}: no connected coal mine has coal, and there is no connection to a port or an outside town to buy from the market.</source>
        <translation>沒有煤炭能送到{location}：相連的煤礦都沒有煤炭，也沒有連到港口或外部地區可以向市場購買。</translation>
    </message>
    <message>
        <source>Coal must come from the nearest connected coal mine that has coal.</source>
        <translation>煤炭必須取自最近的、相連且有煤炭的煤礦。</translation>
    </message>
    <message>
        <source>Iron must come from iron works on the board while any have iron; only then from the market.</source>
        <translation>只要圖板上還有鋼鐵，就必須先從煉鐵廠取得；沒有時才能向市場購買。</translation>
    </message>
    <message>
        <source>This costs {cost}, and you have only {money}.</source>
        <translation>這要花費 {cost}，而你只有 {money}。</translation>
    </message>
    <message>
        <source>The rules give a choice of where the {resource} comes from here: choose one.</source>
        <translation>規則在此允許選擇{resource}的來源：請選擇一個。</translation>
    </message>
    <message>
        <source>There is no choice of where the {resource} comes from here: leave the source out.</source>
        <translation>此處{resource}的來源沒有選擇：請不要指定來源。</translation>
    </message>
    <message>
        <source>This is the same move written in another order; the referee lists it only once.</source>
        <translation>這是以另一種順序寫出的同一行動；裁判只列出一次。</translation>
    </message>
    <message>
        <source>There is no such line on the map.</source>
        <translation>地圖上沒有這條路線。</translation>
    </message>
    <message>
        <source>{line} cannot take a link in the {era}.</source>
        <translation>{era}不能在 {line} 建造運輸路線。</translation>
    </message>
    <message>
        <source>{owner} already has a link on {line}.</source>
        <translation>{owner} 已經在 {line} 建了運輸路線。</translation>
    </message>
    <message>
        <source>You cannot place two links on the same line.</source>
        <translation>不能在同一條路線上放兩個運輸板塊。</translation>
    </message>
    <message>
        <source>You cannot build {count} links in one action in the {era}.</source>
        <translation>{era}不能在一個行動中建造 {count} 條路線。</translation>
    </message>
    <message>
        <source>You have only {left} link tiles left.</source>
        <translation>你只剩 {left} 個運輸板塊。</translation>
    </message>
    <message>
        <source>{line} does not touch your network.</source>
        <translation>{line} 沒有連到你的運輸網。</translation>
    </message>
    <message>
        <source>Develop removes one or two tiles.</source>
        <translation>研究發展可移除一或兩個板塊。</translation>
    </message>
    <message>
        <source>That is not one of your cotton mills.</source>
        <translation>那不是你的棉紡廠。</translation>
    </message>
    <message>
        <source>That cotton mill has already sold its cotton.</source>
        <translation>那座棉紡廠已經賣出棉花了。</translation>
    </message>
    <message>
        <source>There is no port there to sell to.</source>
        <translation>那裡沒有可以出售的港口。</translation>
    </message>
    <message>
        <source>That port has already shipped cotton.</source>
        <translation>那個港口已經運出過棉花了。</translation>
    </message>
    <message>
        <source>That port is not connected to your mill.</source>
        <translation>那個港口沒有連到你的棉紡廠。</translation>
    </message>
    <message>
        <source>The distant cotton market is closed for the rest of the era.</source>
        <translation>海外棉花市場在本時期剩下的時間都已關閉。</translation>
    </message>
    <message>
        <source>The mill has no connection to a port or an outside town, so it cannot sell overseas.</source>
        <translation>這座棉紡廠沒有連到港口或外部地區，所以不能賣到海外市場。</translation>
    </message>
    <message>
        <source>A loan is £10, £20 or £30.</source>
        <translation>貸款金額只能是 £10、£20 或 £30。</translation>
    </message>
    <message>
        <source>This loan would take your income below −£10.</source>
        <translation>這筆貸款會讓你的收入低於 −£10。</translation>
    </message>
    <message>
        <source>No more loans: in the rail era loans end when the draw pile is empty.</source>
        <translation>不能再貸款：鐵路時期牌堆用完後就不能貸款。</translation>
    </message>
    <message>
        <source>You can only sell your own tiles.</source>
        <translation>你只能賣出自己的板塊。</translation>
    </message>
    <message>
        <source>You have no cotton mill that can still sell.</source>
        <translation>你沒有還能出售棉花的棉紡廠。</translation>
    </message>
    <message>
        <source>No card in your hand can build in {location}: you need its location card, a card of the industry (in your network) or a wild card.</source>
        <translation>你手上沒有卡牌能在 {location} 建造：需要該地點卡、該工廠的工廠卡（位於你的網絡內）或萬用牌。</translation>
    </message>
    <message>
        <source>{slot} is worth £0 when sold: it cannot pay the shortfall and stays on the board.</source>
        <translation>{slot} 賣出只值 £0：無法用來償還欠款，留在版圖上。</translation>
    </message>
    <message>
        <source>{slot} needs {need} beer, and none can be had: not from a brewery of yours, not from a connected brewery of another player, not from the merchant’s barrel.</source>
        <translation>{slot}需要 {need} 個啤酒，但無從取得：你的啤酒廠沒有，相連的其他玩家啤酒廠沒有，貿易商的啤酒桶也沒有。</translation>
    </message>
    <message>
        <source>That beer cannot be used: take it from your own brewery, from another player’s brewery connected to the tile, or from the barrel of the merchant you sell to.</source>
        <translation>不能使用那個啤酒：請從你自己的啤酒廠、與板塊相連的其他玩家啤酒廠，或你出售對象貿易商的啤酒桶取得。</translation>
    </message>
    <message>
        <source>Your level-{level} {industry} has a lightbulb: it can only be built, never developed.</source>
        <translation>你的等級 {level} {industry}有燒瓶圖示：只能建造，不能用發展移除。</translation>
    </message>
    <message>
        <source>Only your own cotton mills, manufacturers and potteries can be sold.</source>
        <translation>只能出售你自己的棉花廠、製造廠和陶器廠。</translation>
    </message>
    <message>
        <source>There is no merchant tile there.</source>
        <translation>那裡沒有貿易商板塊。</translation>
    </message>
    <message>
        <source>That merchant in {location} does not buy a {industry}.</source>
        <translation>{location}的那個貿易商不收購{industry}的商品。</translation>
    </message>
    <message>
        <source>{slot} is not connected to {location}.</source>
        <translation>{slot}沒有連到{location}。</translation>
    </message>
    <message>
        <source>The merchant’s free develop must remove one of these tiles: {options}.</source>
        <translation>貿易商的免費發展必須移除以下其中一個板塊：{options}。</translation>
    </message>
    <message>
        <source>You cannot scout while you hold a wild card ({card}).</source>
        <translation>手上有萬用牌（{card}）時不能偵察。</translation>
    </message>
    <message>
        <source>Scouting discards exactly three cards, not {count}.</source>
        <translation>偵察必須剛好棄掉三張牌，而不是 {count} 張。</translation>
    </message>
    <message>
        <source>You have nothing on the board yet: build an industry before your first link.</source>
        <translation>你在圖板上還沒有任何板塊：請先建造工業，再建第一條運輸路線。</translation>
    </message>
    <message>
        <source>The second rail needs {need} beer from a brewery: one of yours, or another player’s connected to {line}. Merchant barrels do not count.</source>
        <translation>第二條鐵路需要來自啤酒廠的 {need} 個啤酒：你自己的，或與{line}相連的其他玩家的啤酒廠。貿易商的啤酒桶不算。</translation>
    </message>
    <message>
        <source>No coal reaches {location}: no connected coal mine has coal, and there is no connection to a merchant to buy from the market.</source>
        <translation>沒有煤炭能送到{location}：相連的煤礦都沒有煤炭，也沒有連到貿易商可以向市場購買。</translation>
    </message>
    <message>
        <source>A loan is always £30.</source>
        <translation>每次貸款固定為 £30。</translation>
    </message>
    <message>
        <source>That tile has already been sold.</source>
        <translation>那個板塊已經出售過了。</translation>
    </message>
    <message>
        <source>You have no unsold cotton mill, manufacturer or pottery.</source>
        <translation>你沒有尚未出售的棉花廠、製造廠或陶器廠。</translation>
    </message>
    <message>
        <source>No line is open to you in the {era}: every line that touches your network already has a link or takes none in this era.</source>
        <translation>{era}沒有你能建造的路線：連到你運輸網的每條路線都已有運輸路線，或在這個時代不能建造。</translation>
    </message>
    <message>
        <source>No coal reaches any of the lines you could build a rail on.</source>
        <translation>你能建造鐵路的路線，沒有一條能取得煤。</translation>
    </message>
    <message>
        <source>No coal reaches {count} of the lines you could build a rail on.</source>
        <translation>你能建造鐵路的路線中，有 {count} 條取得不到煤。</translation>
    </message>
    <message>
        <source>The cheapest link you could build costs {cost}, and you have only {money}.</source>
        <translation>你能建造的運輸路線最便宜也要 {cost}，而你只有 {money}。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <source>It is {player}’s decision now.</source>
        <translation>現在輪到 {player} 決定。</translation>
    </message>
    <message>
        <source>This action is incomplete ({field}).</source>
        <translation>這個行動還不完整（{field}）。</translation>
    </message>
    <message>
        <source>“{tile}” is not in your hand.</source>
        <translation>「{tile}」不在你手上。</translation>
    </message>
    <message>
        <source>“{tile}” is already up for auction: bid, pass, sell or keep first.</source>
        <translation>「{tile}」正在拍賣：請先出價、放棄、賣出或留下。</translation>
    </message>
    <message>
        <source>“{tile}” is not one of the revealed tiles.</source>
        <translation>「{tile}」不是翻開的板塊。</translation>
    </message>
    <message>
        <source>No tile is up for auction yet: the auctioneer puts one up first.</source>
        <translation>還沒有板塊在拍賣：拍賣者要先選一張拍賣。</translation>
    </message>
    <message>
        <source>The auctioneer does not bid on their own tile.</source>
        <translation>拍賣者不能對自己拍賣的板塊出價。</translation>
    </message>
    <message>
        <source>A bid of {bid} is too low: bid at least {minimum}.</source>
        <translation>出價 {bid} 太低：至少要出 {minimum}。</translation>
    </message>
    <message>
        <source>You cannot bid {bid}: you have {coins}.</source>
        <translation>你不能出價 {bid}：你只有 {coins}。</translation>
    </message>
    <message>
        <source>Only the auctioneer, {auctioneer}, sells or keeps the tile.</source>
        <translation>只有拍賣者 {auctioneer} 能賣出或留下板塊。</translation>
    </message>
    <message>
        <source>Nobody has bid: the auctioneer must keep the tile.</source>
        <translation>沒有人出價：拍賣者必須留下板塊。</translation>
    </message>
    <message>
        <source>“{tile}” is a raw material: it is spent or exchanged, never built.</source>
        <translation>「{tile}」是原料：只能使用或換錢，不能建造。</translation>
    </message>
    <message>
        <source>You have already built a {kind} this turn.</source>
        <translation>你這一輪已經建造過{kind}了。</translation>
    </message>
    <message>
        <source>The tile needs {needed} resources; {given} sources were given.</source>
        <translation>這個板塊需要 {needed} 個資源，卻給了 {given} 個來源。</translation>
    </message>
    <message>
        <source>“{source}” is not a way to get {resource}.</source>
        <translation>「{source}」無法取得{resource}。</translation>
    </message>
    <message>
        <source>You have not built the factory that produces {resource}.</source>
        <translation>你沒有建造生產{resource}的工廠。</translation>
    </message>
    <message>
        <source>You have no raw material tile of {resource}.</source>
        <translation>你沒有{resource}的原料板塊。</translation>
    </message>
    <message>
        <source>No other player has built the factory that produces {resource}.</source>
        <translation>沒有其他玩家建造生產{resource}的工廠。</translation>
    </message>
    <message>
        <source>The bank no longer sells {resource}: {owner} has built its factory.</source>
        <translation>銀行不再出售{resource}：{owner} 已建造它的工廠。</translation>
    </message>
    <message>
        <source>The bank sells {resource} only from epoch {epoch} on.</source>
        <translation>銀行從第 {epoch} 時代起才出售{resource}。</translation>
    </message>
    <message>
        <source>This costs {cost}; you have {coins}.</source>
        <translation>這需要 {cost}；你只有 {coins}。</translation>
    </message>
    <message>
        <source>Only raw material tiles can be exchanged for a coin; “{tile}” is not one.</source>
        <translation>只有原料板塊能換成 1 元錢；「{tile}」不是原料。</translation>
    </message>
    <message>
        <source>It is {player}’s turn now: this may only be done when the rules allow it at any time.</source>
        <translation>現在輪到{player}：只有規則允許隨時進行的行動，才能在此時做。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>沒有可以悔棋的行動。</translation>
    </message>
    <message>
        <source>Undo stops here: this action revealed a card or a tile, and this game’s undo stops at the last reveal.</source>
        <translation>悔棋到此為止：這個行動翻開了卡牌或板塊，而本局只能悔到最後一次翻開。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>沒有可以重做的行動。</translation>
    </message>
    <message>
        <source>Not allowed ({code}).</source>
        <translation>不允許（{code}）。</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>The file is not a game record (it is not JSON).</source>
        <translation>這個檔案不是遊戲紀錄（不是 JSON）。</translation>
    </message>
    <message>
        <source>The file is not a Brass Desktop game record.</source>
        <translation>這個檔案不是 Brass Desktop 的遊戲紀錄。</translation>
    </message>
    <message>
        <source>The record is in format version {version}; this app reads versions up to {supported}.</source>
        <translation>這份紀錄的格式版本是 {version}；本程式只能讀取到版本 {supported}。</translation>
    </message>
    <message>
        <source>The record has no setup.</source>
        <translation>這份紀錄沒有開局設定。</translation>
    </message>
    <message>
        <source>The record has fields this app does not know: {fields}.</source>
        <translation>記錄中有本程式不認得的欄位：{fields}。</translation>
    </message>
    <message>
        <source>The record is of a game this app does not know ({game}).</source>
        <translation>這份紀錄屬於本程式不認識的遊戲（{game}）。</translation>
    </message>
    <message>
        <source>The record’s setup is damaged: {problem}</source>
        <translation>這份紀錄的開局設定已損壞：{problem}</translation>
    </message>
    <message>
        <source>The record has no list of actions.</source>
        <translation>這份紀錄沒有行動列表。</translation>
    </message>
    <message>
        <source>Action {number} of the record is damaged.</source>
        <translation>紀錄中的第 {number} 個行動已損壞。</translation>
    </message>
    <message>
        <source>Action {number} of the record is not allowed: {why}</source>
        <translation>紀錄中的第 {number} 個行動不合規則：{why}</translation>
    </message>
    <message>
        <source>Action {number} of the record could not be replayed.</source>
        <translation>紀錄中的第 {number} 個行動無法重播。</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ 開頭</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>遊戲開始時（Home）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>退回一個行動（←）</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>One action on (Right)</source>
        <translation>前進一個行動（→）</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>最後 ▶|</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>紀錄的結尾（End）</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>從這裡繼續</translation>
    </message>
    <message>
        <source>Start a new game from this moment; the record is kept</source>
        <translation>從這一刻開始一局新遊戲；原紀錄保留不變</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Log (click an entry to go to the moment after it)</source>
        <translation>紀錄（點選一項，跳到它之後的時刻）</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>遊戲開始</translation>
    </message>
    <message>
        <source>Action {step} of {total}</source>
        <translation>第 {step} 個行動，共 {total} 個</translation>
    </message>
</context>
<context>
    <name>Resource</name>
    <message>
        <source>coal</source>
        <translation>煤炭</translation>
    </message>
    <message>
        <source>iron</source>
        <translation>鋼鐵</translation>
    </message>
    <message>
        <source>beer</source>
        <translation>啤酒</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>pays {amount}: {short} short, must sell tiles first</source>
        <translation>付 {amount}：不足 {short}，須先賣出板塊</translation>
    </message>
    <message>
        <source>gets {amount}</source>
        <translation>得到 {amount}</translation>
    </message>
    <message>
        <source>pays {amount}</source>
        <translation>付 {amount}</translation>
    </message>
    <message>
        <source>scoring links: {links} · flipped tiles: {tiles}</source>
        <translation>計分的連結：{links} · 已翻面板塊：{tiles}</translation>
    </message>
    <message>
        <source>({n} of {count})</source>
        <translation>（第 {n} 項，共 {count} 項）</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>繼續（Enter）</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>復原（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Every canal scores the link points at both its ends (flipped tiles, printed rings or merchants) and every flipped industry tile scores its VP; then the canals and the level-1 tiles leave the board.</source>
        <translation>每條運河得到兩端的連結分數（已翻面板塊、印在地圖上的圓環或貿易商），每個已翻面的工業板塊得到它的分數；之後運河與等級 1 的板塊離開地圖。</translation>
    </message>
    <message>
        <source>Every rail link scores the link points at both its ends (flipped tiles, printed rings or merchants) and every flipped industry tile scores its VP; then the game ends.</source>
        <translation>每條鐵路得到兩端的連結分數（已翻面板塊、印在地圖上的圓環或貿易商），每個已翻面的工業板塊得到它的分數；之後遊戲結束。</translation>
    </message>
    <message>
        <source>Review: income is about to be paid</source>
        <translation>檢視：即將支付收入</translation>
    </message>
    <message>
        <source>Review: the {era} is about to be scored</source>
        <translation>檢視：{era}即將計分</translation>
    </message>
</context>
<context>
    <name>RuleLinks</name>
    <message>
        <source>Rule {rule}</source>
        <translation>規則 {rule}</translation>
    </message>
    <message>
        <source>{reason} ({rule})</source>
        <translation>{reason}（{rule}）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>規則參考</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Map symbols</source>
        <translation>地圖符號(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>鍵盤與滑鼠(&amp;K)</translation>
    </message>
    <message>
        <source>Search the rules (words or a rule number)</source>
        <translation>搜尋規則（文字或規則編號）</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>符號</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意義</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>{n} rules found</source>
        <translation>找到 {n} 條規則</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Lancashire: the canal era is about to be scored</source>
        <translation>蘭開夏：運河時期即將計分</translation>
    </message>
    <message>
        <source>Birmingham: the canal era is about to be scored</source>
        <translation>伯明翰：運河時期即將計分</translation>
    </message>
    <message>
        <source>Lancashire: income is due and a player cannot pay</source>
        <translation>蘭開夏：即將發放收入，有玩家付不出錢</translation>
    </message>
    <message>
        <source>Birmingham: income is due and a player cannot pay</source>
        <translation>伯明翰：即將發放收入，有玩家付不出錢</translation>
    </message>
    <message>
        <source>Lancashire: a sale to the distant market</source>
        <translation>蘭開夏：向海外市場出售棉花</translation>
    </message>
    <message>
        <source>Lancashire: a turn that builds two rails</source>
        <translation>蘭開夏：一次建造兩段鐵路</translation>
    </message>
    <message>
        <source>Birmingham: a turn that builds two rails</source>
        <translation>伯明翰：一次建造兩段鐵路</translation>
    </message>
    <message>
        <source>Industria: an auction with bids made: sell or keep?</source>
        <translation>工業時代：已有人出價的拍賣——賣出還是留下？</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>{winners} win by {how}.</source>
        <translation>{winners} 獲勝（{how}）。</translation>
    </message>
    <message>
        <source>{winners} wins by {how}.</source>
        <translation>{winners} 獲勝（{how}）。</translation>
    </message>
    <message>
        <source>Press Enter to reveal the first scores.</source>
        <translation>按 Enter 揭曉第一批分數。</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>目前排名</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Step {n} of {count}: {name}</source>
        <translation>第 {n} 步，共 {count} 步：{name}</translation>
    </message>
    <message>
        <source>Only flipped industry tiles score their VP.</source>
        <translation>只有已翻面的工業板塊才能得分。</translation>
    </message>
    <message>
        <source>At the end of the game every full £10 is worth 1 VP.</source>
        <translation>遊戲結束時，每滿 £10 得 1 分。</translation>
    </message>
    <message>
        <source>Introductory game: every £4 is worth 1 VP (at most 15), your income level is worth its VP, and flipped tiles of level 2 or more score again.</source>
        <translation>入門玩法：每 £4 得 1 分（最多 15 分），收入等級換成相同的分數，已翻面的等級 2 以上板塊再計分一次。</translation>
    </message>
    <message>
        <source>The links and the level-1 tiles now leave the board; the next era begins.</source>
        <translation>連結與等級 1 的板塊現在離開地圖；下一個時期開始。</translation>
    </message>
    <message>
        <source>Earlier VP: the points each player had before this scoring.</source>
        <translation>先前分數：每位玩家在這次計分之前已有的分數。</translation>
    </message>
    <message>
        <source>Earlier VP</source>
        <translation>先前分數</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>運輸路線</translation>
    </message>
    <message>
        <source>Industries</source>
        <translation>工業</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Money (£4 = 1)</source>
        <translation>金錢（£4 = 1 分）</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Tiles again</source>
        <translation>板塊再計分</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>計分</translation>
    </message>
    <message>
        <source>Scoring at the end of the {era}</source>
        <translation>{era}結束計分</translation>
    </message>
    <message>
        <source>Reveal next</source>
        <translation>揭曉下一位</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>全部揭曉</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>查看結果</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Links score 1 VP for each flipped tile at either end, plus the printed rings of outside towns.</source>
        <translation>每條運輸路線的兩端每有一個已翻面的板塊得 1 分，外部地區印有的金環也計分。</translation>
    </message>
    <message>
        <source>Links score 1 VP for each link icon in every place they touch: the icons of flipped tiles there, and 2 at a merchant.</source>
        <translation>每條運輸路線在它連接的每個地點，每有一個連接圖示得 1 分：已翻面板塊上的圖示，貿易商則算 2 個。</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>電腦：中等</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>電腦：困難</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>電腦：隨機</translation>
    </message>
</context>
<context>
    <name>SetupError</name>
    <message>
        <source>The field “{field}” is not the tiles of epoch {epoch}.</source>
        <translation>欄位「{field}」不是第 {epoch} 時代的板塊。</translation>
    </message>
    <message>
        <source>There is no game called “{game}”.</source>
        <translation>沒有名為「{game}」的遊戲。</translation>
    </message>
    <message>
        <source>The game needs {min} to {max} players, not {count}.</source>
        <translation>這個遊戲需要 {min} 到 {max} 位玩家，而不是 {count} 位。</translation>
    </message>
    <message>
        <source>Player {player}’s name is not text.</source>
        <translation>第 {player} 位玩家的名字不是文字。</translation>
    </message>
    <message>
        <source>Player {player} has no name.</source>
        <translation>第 {player} 位玩家沒有名字。</translation>
    </message>
    <message>
        <source>Player {player}’s name is longer than {max} characters.</source>
        <translation>第 {player} 位玩家的名字超過 {max} 個字元。</translation>
    </message>
    <message>
        <source>Player {player}’s name has a control character ({code}).</source>
        <translation>第 {player} 位玩家的名字含有控制字元（{code}）。</translation>
    </message>
    <message>
        <source>The rule options belong to another game.</source>
        <translation>這些規則選項屬於另一個遊戲。</translation>
    </message>
    <message>
        <source>A rule option is unknown or has a value outside its choices ({detail}).</source>
        <translation>有規則選項不存在，或其值不在可選範圍內（{detail}）。</translation>
    </message>
    <message>
        <source>The field “{field}” is missing or has the wrong type.</source>
        <translation>欄位「{field}」缺少或類型錯誤。</translation>
    </message>
    <message>
        <source>The setup has fields this game does not have: {fields}.</source>
        <translation>設定中有這個遊戲沒有的欄位：{fields}。</translation>
    </message>
    <message>
        <source>The setup does not give the rule options {options}.</source>
        <translation>設定中缺少規則選項 {options}。</translation>
    </message>
    <message>
        <source>Entry {entry} of the field “{field}” is damaged.</source>
        <translation>欄位「{field}」的第 {entry} 項已損壞。</translation>
    </message>
    <message>
        <source>The field “{field}” is not the deck for {players} players.</source>
        <translation>欄位「{field}」不是 {players} 人遊戲的牌堆。</translation>
    </message>
    <message>
        <source>The field “{field}” does not fit the players or the rule options.</source>
        <translation>欄位「{field}」與玩家或規則選項不符。</translation>
    </message>
    <message>
        <source>The setup cannot start a game ({code}).</source>
        <translation>這個開局設定無法開始遊戲（{code}）。</translation>
    </message>
</context>
<context>
    <name>Slot</name>
    <message>
        <source>{location}, space {number}</source>
        <translation>{location}第 {number} 格</translation>
    </message>
</context>
<context>
    <name>Source</name>
    <message>
        <source>the market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>the distant market</source>
        <translation>海外市場</translation>
    </message>
    <message>
        <source>the merchant’s barrel</source>
        <translation>貿易商的啤酒桶</translation>
    </message>
    <message>
        <source>{count} × {source}</source>
        <translation>{count} × {source}</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>Choose an action</source>
        <translation>選擇行動</translation>
    </message>
    <message>
        <source>Choose a card from your hand</source>
        <translation>從手牌選一張牌</translation>
    </message>
    <message>
        <source>Choose the second card</source>
        <translation>選擇第二張牌</translation>
    </message>
    <message>
        <source>Choose the third card</source>
        <translation>選擇第三張牌</translation>
    </message>
    <message>
        <source>Choose three cards to discard</source>
        <translation>選擇要棄掉的三張牌</translation>
    </message>
    <message>
        <source>Click a highlighted space on the map</source>
        <translation>點擊地圖上標亮的空格</translation>
    </message>
    <message>
        <source>Choose the industry</source>
        <translation>選擇工業種類</translation>
    </message>
    <message>
        <source>Develop a second tile?</source>
        <translation>要再移除第二個板塊嗎？</translation>
    </message>
    <message>
        <source>Click a highlighted line on the map</source>
        <translation>點擊地圖上標亮的路線</translation>
    </message>
    <message>
        <source>Click a second line, or build only one rail</source>
        <translation>點擊第二條路線，或只建一條鐵路</translation>
    </message>
    <message>
        <source>Click one of your highlighted cotton mills</source>
        <translation>點擊你一座標亮的棉紡廠</translation>
    </message>
    <message>
        <source>Click a highlighted port, or sell to the distant market</source>
        <translation>點擊標亮的港口，或賣到海外市場</translation>
    </message>
    <message>
        <source>Click a highlighted port</source>
        <translation>點擊標亮的港口</translation>
    </message>
    <message>
        <source>Choose the amount</source>
        <translation>選擇金額</translation>
    </message>
    <message>
        <source>Choose where the coal comes from</source>
        <translation>選擇煤炭的來源</translation>
    </message>
    <message>
        <source>Choose where the iron comes from</source>
        <translation>選擇鋼鐵的來源</translation>
    </message>
    <message>
        <source>Choose where the beer comes from (or click a brewery)</source>
        <translation>選擇啤酒的來源（或點擊一座啤酒廠）</translation>
    </message>
    <message>
        <source>Choose the tile the merchant’s free develop removes</source>
        <translation>選擇貿易商免費發展要移除的板塊</translation>
    </message>
    <message>
        <source>Click one of your highlighted cotton mills, manufacturers or potteries</source>
        <translation>點擊你一座標亮的棉花廠、製造廠或陶器廠</translation>
    </message>
    <message>
        <source>Click a highlighted merchant</source>
        <translation>點擊標亮的貿易商</translation>
    </message>
</context>
<context>
    <name>StepName</name>
    <message>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <source>Second card</source>
        <translation>第二張牌</translation>
    </message>
    <message>
        <source>Third card</source>
        <translation>第三張牌</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>工業</translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation>第二個板塊</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>路線</translation>
    </message>
    <message>
        <source>Second line</source>
        <translation>第二條路線</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>棉紡廠</translation>
    </message>
    <message>
        <source>Sell to</source>
        <translation>賣給</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Coal</source>
        <translation>煤炭</translation>
    </message>
    <message>
        <source>Iron</source>
        <translation>鋼鐵</translation>
    </message>
    <message>
        <source>Beer</source>
        <translation>啤酒</translation>
    </message>
    <message>
        <source>Free develop</source>
        <translation>免費發展</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>板塊</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}和{last}</translation>
    </message>
    <message>
        <source>The referee and banker for {games} at the table or on a projector.</source>
        <translation>在桌邊或投影幕上為{games}擔任裁判與銀行。</translation>
    </message>
    <message>
        <source>New to the game? A guided first game</source>
        <translation>第一次玩？來一局導覽第一局</translation>
    </message>
    <message>
        <source>Play a guided first game against the computer: at each step the app says what to do, why, and which rule applies.</source>
        <translation>和電腦玩一局有導覽的第一局：每一步都會說明該做什麼、為什麼，以及適用哪條規則。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Guided first game: {game}</source>
        <translation>導覽第一局：{game}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>開啟已儲存的遊戲…</translation>
    </message>
    <message>
        <source>Teaching scenarios</source>
        <translation>教學情境</translation>
    </message>
</context>
<context>
    <name>WinnerDialog</name>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Tied on victory points and on every tie-break the rules apply: the victory is shared.</source>
        <translation>分數與規則採用的每項平手判定都相同：共同獲勝。</translation>
    </message>
    <message>
        <source>Tied on victory points: the tie-break columns decide.</source>
        <translation>分數相同：由平手判定欄決定。</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>無需平手判定。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Review closes this screen and leaves the final board in view; View › Result of the game (Ctrl+R) shows it again.</source>
        <translation>「檢視盤面」關閉此畫面並留下最終盤面；檢視 › 對局結果（Ctrl+R）可再次顯示。</translation>
    </message>
    <message>
        <source>Review the board</source>
        <translation>檢視盤面</translation>
    </message>
    <message>
        <source>Rematch (same players, new cards)</source>
        <translation>再來一局（同樣玩家，新牌）</translation>
    </message>
    <message>
        <source>Income (tie-break)</source>
        <translation>收入（平手判定）</translation>
    </message>
    <message>
        <source>Money (tie-break)</source>
        <translation>金錢（平手判定）</translation>
    </message>
    <message>
        <source>Turn order (tie-break)</source>
        <translation>回合順序（平手判定）</translation>
    </message>
    <message>
        <source>Built tiles (tie-break)</source>
        <translation>已建板塊（平手判定）</translation>
    </message>
    <message>
        <source>Coins (tie-break)</source>
        <translation>金錢（平手判定）</translation>
    </message>
</context>
</TS>
