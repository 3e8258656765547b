<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About {app}</source>
        <translation>关于 {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>Play Brass (Lancashire) at the table or on a projector, with the computer as referee and banker. Every legal move is shown on the map, every illegal one is explained.</source>
        <translation>在桌边或投影屏幕上玩《工业革命》（兰开夏），由电脑担任裁判与银行。地图会标出所有合法的行动，不合法的行动也会说明原因。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. Brass is a board game by Martin Wallace; this program uses no publisher art.</source>
        <translation>本程序为自由软件，采用 GNU 通用公共许可证第 3 版或更高版本。《工业革命》（Brass）是 Martin Wallace 设计的桌游；本程序未使用任何出版商的美术素材。</translation>
    </message>
    <message>
        <source>Industria is a board game by Michael Schacht (Queen Games 2003). Its real tile list is not published: the tile values here are a house set (only the 11 resource producers carry published values), see docs/industria-data.md.</source>
        <translation>《工业时代》(Industria) 是 Michael Schacht 设计的桌面游戏（Queen Games 2003）。它真正的板块清单未曾公开：这里的板块数值是自定义的一套（只有 11 座原料生产工厂采用公开数值），见 docs/industria-data.md。</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Carry out the action (Enter)</source>
        <translation>执行这个行动（Enter）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Undo the last choice of this action (Backspace)</source>
        <translation>撤回这个行动的上一个选择（Backspace）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Drop this action; nothing has happened yet (Esc)</source>
        <translation>放弃这个行动，什么都还没发生（Esc）</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>{player} must sell tiles to pay {debt}</source>
        <translation>{player} 必须卖出板块来支付 {debt}</translation>
    </message>
    <message>
        <source>{player}: sell another tile, or stop selling</source>
        <translation>{player}：再出售一个板块，或停止出售</translation>
    </message>
    <message>
        <source>{player} to play: action {n} of {total}</source>
        <translation>轮到 {player}：第 {n} 个行动，共 {total} 个</translation>
    </message>
    <message>
        <source>{card}: {kinds}. Choose one above, or click a lit target on the map.</source>
        <translation>{card}：可{kinds}。请在上方选择一个行动，或点击地图上亮起的目标。</translation>
    </message>
    <message>
        <source>Sell another one (choose above or click it on the map), or stop selling.</source>
        <translation>再出售一个（在上方选择，或在地图上点击），或停止出售。</translation>
    </message>
    <message>
        <source>Choose an action above, a card in your hand, or click the map.</source>
        <translation>在上方选择行动、从手牌选一张牌，或点击地图。</translation>
    </message>
    <message>
        <source>Ready: check the cost and confirm.</source>
        <translation>准备就绪：请核对费用后按“确认”。</translation>
    </message>
    <message>
        <source>Scoring — press Reveal next</source>
        <translation>计分中——按“揭晓下一位”</translation>
    </message>
    <message>
        <source>The {era} is being scored: the next actions wait until every score is revealed.</source>
        <translation>{era}正在计分：所有分数揭晓之前，接下来的行动暂停。</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>现在不能选这个。</translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation>现在不能这样做。</translation>
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
        <translation>煤炭市场</translation>
    </message>
    <message>
        <source>Iron market</source>
        <translation>钢铁市场</translation>
    </message>
    <message>
        <source>Distant cotton market</source>
        <translation>海外棉花市场</translation>
    </message>
    <message>
        <source>%1: %2's %3, level %4</source>
        <translation>%1：%2 的%3，等级 %4</translation>
    </message>
    <message>
        <source>Flipped: scores %1 VP; it raised income by %2 spaces</source>
        <translation>已翻面：计 %1 分；收入已前进 %2 格</translation>
    </message>
    <message>
        <source>Not flipped yet: will score %1 VP and raise income by %2 spaces</source>
        <translation>尚未翻面：翻面后计 %1 分，收入前进 %2 格</translation>
    </message>
    <message>
        <source>Cubes left: %1</source>
        <translation>剩余方块：%1</translation>
    </message>
    <message>
        <source>Barrels left: %1</source>
        <translation>剩余啤酒桶：%1</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Irish Sea</source>
        <translation>爱尔兰海</translation>
    </message>
    <message>
        <source>rail era only</source>
        <translation>仅限铁路时代</translation>
    </message>
    <message>
        <source>Canal</source>
        <translation>运河</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>铁路</translation>
    </message>
    <message>
        <source>Faded: not usable in this era</source>
        <translation>淡色：本时代不能使用</translation>
    </message>
    <message>
        <source>Dashed: no link can be built</source>
        <translation>虚线：不能建造连接</translation>
    </message>
    <message>
        <source>Rail era only</source>
        <translation>仅限铁路时代</translation>
    </message>
    <message>
        <source>Link-scoring icons</source>
        <translation>连接计分图标</translation>
    </message>
    <message>
        <source>Beer barrel</source>
        <translation>啤酒桶</translation>
    </message>
    <message>
        <source>Link-scoring rings</source>
        <translation>连接计分金环</translation>
    </message>
    <message>
        <source>Flipped tile: VP</source>
        <translation>已翻面板块：分数</translation>
    </message>
    <message>
        <source>Flipped tile: income</source>
        <translation>已翻面板块：收入</translation>
    </message>
    <message>
        <source>%1 – %2: dashed connection, no link can be built here</source>
        <translation>%1 – %2：虚线连接，这里不能建造连接</translation>
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
        <translation>运河与铁路</translation>
    </message>
    <message>
        <source>canal only</source>
        <translation>仅限运河</translation>
    </message>
    <message>
        <source>rail only</source>
        <translation>仅限铁路</translation>
    </message>
    <message>
        <source>%1 – %2: %3</source>
        <translation>%1 – %2：%3</translation>
    </message>
    <message>
        <source>The link also reaches %1.</source>
        <translation>这条连接也连到 %1。</translation>
    </message>
    <message>
        <source>External location with a built-in port</source>
        <translation>外部地区，自带港口</translation>
    </message>
    <message>
        <source>No industries can be built here</source>
        <translation>这里不能建造工业</translation>
    </message>
    <message>
        <source>Farm brewery: only a brewery can be built here, with a brewery or wild industry card</source>
        <translation>农场酒厂：这里只能建造啤酒厂，须打出啤酒厂工业牌或万用工业牌</translation>
    </message>
    <message>
        <source>Merchant: sells goods and buys coal and iron for connected places</source>
        <translation>贸易商：收购商品，并为连接的地点提供煤炭与钢铁</translation>
    </message>
    <message>
        <source>Link scoring: %1 rings</source>
        <translation>连接计分：%1 个金环</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 – %2: link of %3, worth %4 VP now</source>
        <translation>%1 – %2：%3 的连接，目前值 %4 分</translation>
    </message>
    <message>
        <source>%1: merchant space</source>
        <translation>%1：贸易商格</translation>
    </message>
    <message>
        <source>%1: this merchant buys nothing</source>
        <translation>%1：这个贸易商不收购任何商品</translation>
    </message>
    <message>
        <source>%1: buys %2</source>
        <translation>%1：收购%2</translation>
    </message>
    <message>
        <source>Selling with its beer gives %1.</source>
        <translation>使用它的啤酒出售可得 %1。</translation>
    </message>
    <message>
        <source>Beer barrels left: %1</source>
        <translation>剩余啤酒桶：%1</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Wild location</source>
        <translation>万用地点牌</translation>
    </message>
    <message>
        <source>Wild industry</source>
        <translation>万用工业牌</translation>
    </message>
    <message>
        <source>Cotton mill or manufacturer</source>
        <translation>棉花厂或制造厂</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>No develop</source>
        <translation>不发展</translation>
    </message>
    <message>
        <source>Develop: {industry}</source>
        <translation>发展：{industry}</translation>
    </message>
    <message>
        <source>Only one rail</source>
        <translation>只建一条铁路</translation>
    </message>
    <message>
        <source>Only one tile</source>
        <translation>只移除一个板块</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
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
        <translation>正在往更深处思考…</translation>
    </message>
    <message>
        <source>{player} is thinking… ({level})</source>
        <translation>{player} 正在思考…（{level}）</translation>
    </message>
    <message>
        <source>Looking for hints…</source>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <source>{move} — Space or a click goes on</source>
        <translation>{move} — 按空格键或点一下继续</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The hard computer player's three best moves for you, marked on the map (H)</source>
        <translation>困难电脑玩家为你找出的三个最佳走法，标在地图上（H）</translation>
    </message>
    <message>
        <source>Go on now</source>
        <translation>立即继续</translation>
    </message>
    <message>
        <source>Hints for {player} (the hard computer player's best moves):</source>
        <translation>给 {player} 的提示（困难电脑玩家的最佳走法）：</translation>
    </message>
    <message>
        <source>{player} (computer): {action}</source>
        <translation>{player}（电脑）：{action}</translation>
    </message>
    <message>
        <source>The computer player failed: {error}</source>
        <translation>电脑玩家出错：{error}</translation>
    </message>
</context>
<context>
    <name>Era</name>
    <message>
        <source>canal era</source>
        <translation>运河时代</translation>
    </message>
    <message>
        <source>rail era</source>
        <translation>铁路时代</translation>
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
        <translation>{player} 在{slot}建造等级 {level} 的{industry}。</translation>
    </message>
    <message>
        <source>{player} builds a {link} on {line}.</source>
        <translation>{player} 在{line}建造{link}。</translation>
    </message>
    <message>
        <source>1 coal comes from {source}.</source>
        <translation>1 个煤炭来自{source}。</translation>
    </message>
    <message>
        <source>1 iron comes from {source}.</source>
        <translation>1 个钢铁来自{source}。</translation>
    </message>
    <message>
        <source>{player} buys 1 coal from the market for {price}.</source>
        <translation>{player} 以 {price} 从市场购买 1 个煤炭。</translation>
    </message>
    <message>
        <source>{player} buys 1 iron from the market for {price}.</source>
        <translation>{player} 以 {price} 从市场购买 1 个钢铁。</translation>
    </message>
    <message>
        <source>{count} {resource} from {slot} go to the market; {owner} receives {money}.</source>
        <translation>{slot}的 {count} 个{resource}移到市场；{owner} 获得 {money}。</translation>
    </message>
    <message>
        <source>{owner}’s {industry} in {slot} flips.</source>
        <translation>{owner} 在{slot}的{industry}翻面。</translation>
    </message>
    <message>
        <source>{player}’s income rises {spaces} spaces, to {level}.</source>
        <translation>{player} 的收入前进 {spaces} 格，变为 {level}。</translation>
    </message>
    <message>
        <source>{player}’s income rises 1 space, to {level}.</source>
        <translation>{player} 的收入前进 1 格，变为 {level}。</translation>
    </message>
    <message>
        <source>{player} develops away a level-{level} {industry}.</source>
        <translation>{player} 发展，移除一个等级 {level} 的{industry}。</translation>
    </message>
    <message>
        <source>{player} sells cotton from {mill} to {to}.</source>
        <translation>{player} 将{mill}的棉花卖到{to}。</translation>
    </message>
    <message>
        <source>The distant market tile shows {value}: the demand marker moves down {value} spaces.</source>
        <translation>海外市场板块翻出 {value}：棉花需求标记往下移动 {value} 格。</translation>
    </message>
    <message>
        <source>The distant market tile shows 1: the demand marker moves down 1 space.</source>
        <translation>海外市场板块翻出 1：棉花需求标记往下移动 1 格。</translation>
    </message>
    <message>
        <source>The distant market tile shows 0: the demand marker stays where it is.</source>
        <translation>海外市场板块翻出 0：棉花需求标记留在原处。</translation>
    </message>
    <message>
        <source>The distant market tile shows {value}: the market closes, the sale fails and the Sell action ends.</source>
        <translation>海外市场板块翻出 {value}：海外市场关闭，这次出售失败，出售行动结束。</translation>
    </message>
    <message>
        <source>{player} takes a {amount} loan; income falls to {level}.</source>
        <translation>{player} 贷款 {amount}；收入降为 {level}。</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} 跳过。</translation>
    </message>
    <message>
        <source>End of {player}’s turn.</source>
        <translation>{player} 的回合结束。</translation>
    </message>
    <message>
        <source>End of round {round}. Next turn order: {order}.</source>
        <translation>第 {round} 轮结束。下一轮的顺序：{order}。</translation>
    </message>
    <message>
        <source>Round {round} of the {era} begins.</source>
        <translation>{era}第 {round} 轮开始。</translation>
    </message>
    <message>
        <source>{player} receives {amount} income.</source>
        <translation>{player} 获得收入 {amount}。</translation>
    </message>
    <message>
        <source>{player} pays {amount} (negative income).</source>
        <translation>{player} 支付 {amount}（负收入）。</translation>
    </message>
    <message>
        <source>{player} cannot pay {debt} with {money} and must sell industry tiles.</source>
        <translation>{player} 只有 {money}，付不起 {debt}，必须卖出工业板块。</translation>
    </message>
    <message>
        <source>{player} loses {vp} VP for being {short} short.</source>
        <translation>{player} 还差 {short}，失去 {vp} 分。</translation>
    </message>
    <message>
        <source>{player} sells the tile in {slot} for {amount}.</source>
        <translation>{player} 以 {amount} 卖出{slot}的板块。</translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} leaves the board.</source>
        <translation>{owner} 在{slot}的等级 {level} {industry}离开图板。</translation>
    </message>
    <message>
        <source>End of the {era}: {player} scores {links} for links and {industries} for industries.</source>
        <translation>{era}结束：{player} 的连接得 {links} 分，工业得 {industries} 分。</translation>
    </message>
    <message>
        <source>The {era} begins.</source>
        <translation>{era}开始。</translation>
    </message>
    <message>
        <source>{player} scores {vp} VP for {money}.</source>
        <translation>{player} 的 {money} 换得 {vp} 分。</translation>
    </message>
    <message>
        <source>{player} sells the tile in {mill} to {to}.</source>
        <translation>{player} 将{mill}的板块卖给{to}。</translation>
    </message>
    <message>
        <source>1 beer comes from {source}.</source>
        <translation>1 个啤酒来自{source}。</translation>
    </message>
    <message>
        <source>{player} develops away a level-{level} {industry} for free (merchant bonus).</source>
        <translation>{player} 免费发展，移除一个等级 {level} 的{industry}（贸易商奖励）。</translation>
    </message>
    <message>
        <source>{player} gains {vp} VP (merchant bonus).</source>
        <translation>{player} 获得 {vp} 分（贸易商奖励）。</translation>
    </message>
    <message>
        <source>{player} receives {amount} (merchant bonus).</source>
        <translation>{player} 获得 {amount}（贸易商奖励）。</translation>
    </message>
    <message>
        <source>{player} scouts and takes a wild location card and a wild industry card.</source>
        <translation>{player} 侦察，拿取一张万用地点牌和一张万用工业牌。</translation>
    </message>
    <message>
        <source>Introductory game: {player} scores {money_vp} VP for money, {income_vp} VP for income and {tiles_vp} VP for tiles scored again, {total} VP in all.</source>
        <translation>入门玩法：{player} 的金钱得 {money_vp} 分，收入得 {income_vp} 分，板块再次计分得 {tiles_vp} 分，共 {total} 分。</translation>
    </message>
    <message>
        <source>canal</source>
        <translation>运河</translation>
    </message>
    <message>
        <source>rail</source>
        <translation>铁路</translation>
    </message>
    <message>
        <source>{player} receives {coins} from {counterpart}.</source>
        <translation>{player} 从{counterpart}获得 {coins}。</translation>
    </message>
    <message>
        <source>{player} pays {coins} to {counterpart}.</source>
        <translation>{player} 付给{counterpart} {coins}。</translation>
    </message>
    <message>
        <source>{player} scores {amount} VP {source}.</source>
        <translation>{player} {source}得 {amount} 分。</translation>
    </message>
    <message>
        <source>“{tile}” is revealed.</source>
        <translation>翻开“{tile}”。</translation>
    </message>
    <message>
        <source>The auction begins; {auctioneer} is the auctioneer.</source>
        <translation>拍卖开始；{auctioneer} 是拍卖者。</translation>
    </message>
    <message>
        <source>{player} puts “{tile}” up for auction.</source>
        <translation>{player} 拍卖“{tile}”。</translation>
    </message>
    <message>
        <source>{player} bids {coins}.</source>
        <translation>{player} 出价 {coins}。</translation>
    </message>
    <message>
        <source>{player} sells “{tile}” to {buyer} for {price}.</source>
        <translation>{player} 以 {price} 把“{tile}”卖给 {buyer}。</translation>
    </message>
    <message>
        <source>{player} keeps “{tile}”; the next player is the auctioneer.</source>
        <translation>{player} 留下“{tile}”；下一位玩家成为拍卖者。</translation>
    </message>
    <message>
        <source>Building begins with {player}.</source>
        <translation>建造阶段开始，由 {player} 先建造。</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from {source}.</source>
        <translation>{player} 从{source}取得 1 个{resource}。</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from their own factory.</source>
        <translation>{player} 从自己的工厂取得 1 个{resource}。</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from {owner}’s factory.</source>
        <translation>{player} 从 {owner} 的工厂取得 1 个{resource}。</translation>
    </message>
    <message>
        <source>{player} builds “{tile}”.</source>
        <translation>{player} 建造“{tile}”。</translation>
    </message>
    <message>
        <source>{player} ends their building.</source>
        <translation>{player} 结束建造。</translation>
    </message>
    <message>
        <source>{player}’s “{tile}” leaves the game ({why}).</source>
        <translation>{player} 的“{tile}”离开游戏（{why}）。</translation>
    </message>
    <message>
        <source>{player} is the start player.</source>
        <translation>{player} 成为起始玩家。</translation>
    </message>
    <message>
        <source>End of round {round} of epoch {epoch}.</source>
        <translation>第 {epoch} 时代第 {round} 回合结束。</translation>
    </message>
    <message>
        <source>Epoch {epoch} ends.</source>
        <translation>第 {epoch} 时代结束。</translation>
    </message>
    <message>
        <source>Epoch {epoch} begins; the bank sells {bank_sells}.</source>
        <translation>第 {epoch} 时代开始；银行出售{bank_sells}。</translation>
    </message>
    <message>
        <source>Game over. {winners} wins.</source>
        <translation>游戏结束。{winners} 获胜。</translation>
    </message>
    <message>
        <source>Game over. {winners} share the victory.</source>
        <translation>游戏结束。{winners} 共同获胜。</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>The file is damaged or was changed outside the app: open an earlier copy, or continue the game from its autosave (File › Continue).</source>
        <translation>文件已损坏，或在本程序之外被修改过：请打开较早的副本，或从自动存档继续这局游戏（文件 › 继续）。</translation>
    </message>
    <message>
        <source>Choose a game record saved by Brass Desktop (a .brass.json file).</source>
        <translation>请选择由 Brass Desktop 保存的游戏记录（.brass.json 文件）。</translation>
    </message>
    <message>
        <source>A newer version of Brass Desktop may know this game: update the app and open the file again.</source>
        <translation>较新版本的 Brass Desktop 可能认得这个游戏：请更新程序后再打开这个文件。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Brass Desktop: update the app, or open an earlier copy.</source>
        <translation>这个文件由较新版本的 Brass Desktop 写成：请更新程序，或打开较早的副本。</translation>
    </message>
    <message>
        <source>Check the file's name and folder, or choose it again with File › Open.</source>
        <translation>请检查文件名与文件夹，或用“文件 › 打开”重新选择。</translation>
    </message>
    <message>
        <source>Choose a game record inside the folder.</source>
        <translation>请选择文件夹里的游戏记录。</translation>
    </message>
    <message>
        <source>Check that the file may be read (its permissions, or the drive it is on) and try again.</source>
        <translation>请确认这个文件可以读取（权限，或所在的磁盘），然后再试一次。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>你的磁盘配额已用完</translation>
    </message>
    <message>
        <source>access is not allowed (permissions)</source>
        <translation>没有访问权限</translation>
    </message>
    <message>
        <source>the drive is read-only</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>路径中有一部分是文件，不是文件夹</translation>
    </message>
    <message>
        <source>there is a folder of that name</source>
        <translation>已有同名的文件夹</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>文件名太长</translation>
    </message>
    <message>
        <source>the drive reported an error</source>
        <translation>磁盘报告了错误</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>系统拒绝了这个操作</translation>
    </message>
    <message>
        <source>Update Brass Desktop to open it.</source>
        <translation>请更新 Brass Desktop 后再打开。</translation>
    </message>
    <message>
        <source>The record's format version ({version}) is not a whole number, so Brass Desktop did not write it as it is.</source>
        <translation>记录的格式版本（{version}）不是整数，所以这份记录并非 Brass Desktop 原样写出的。</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>这是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>It is not an ordinary file (a device, pipe or socket).</source>
        <translation>这不是普通文件（而是设备、管道或套接字）。</translation>
    </message>
    <message>
        <source>It is too large for a game record ({size} MB; records are at most {limit} MB).</source>
        <translation>文件太大，不可能是游戏记录（{size} MB；记录最多 {limit} MB）。</translation>
    </message>
    <message>
        <source>It cannot be read ({error}).</source>
        <translation>无法读取（{error}）。</translation>
    </message>
    <message>
        <source>It is not a text file (game records are UTF-8 JSON).</source>
        <translation>这不是文本文件（游戏记录是 UTF-8 JSON）。</translation>
    </message>
    <message>
        <source>It cannot be opened.</source>
        <translation>无法打开。</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}.</source>
        <translation>无法读取：{reason}。</translation>
    </message>
    <message>
        <source>{file} could not be written: {reason}.</source>
        <translation>无法写入 {file}：{reason}。</translation>
    </message>
    <message>
        <source>The game is still open and nothing is lost: free some space or choose another folder with Save as.</source>
        <translation>游戏仍然开着，没有任何损失：请腾出空间，或用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <source>Free some space or choose another folder, then try again.</source>
        <translation>请腾出空间或选择其他文件夹，然后再试一次。</translation>
    </message>
    <message>
        <source>the library file could not be written</source>
        <translation>无法写入游戏库文件</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Brass (Lancashire)</source>
        <translation>工业革命（兰开夏）</translation>
    </message>
    <message>
        <source>Brass: Birmingham</source>
        <translation>工业革命：伯明翰</translation>
    </message>
    <message>
        <source>Industria</source>
        <translation>工业时代 (Industria)</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Show the text</source>
        <translation>显示说明</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Keep only the guide's heading and buttons over the map</source>
        <translation>地图上只留下导览的标题和按钮</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>电脑 {number}</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>离开导览</translation>
    </message>
    <message>
        <source>The game goes on as a normal game</source>
        <translation>游戏照常继续</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>关闭导览</translation>
    </message>
    <message>
        <source>Guided first game: {game}</source>
        <translation>导览第一局：{game}</translation>
    </message>
    <message>
        <source>The guide is over</source>
        <translation>导览结束</translation>
    </message>
    <message>
        <source>The game goes on as a normal game.</source>
        <translation>游戏照常继续。</translation>
    </message>
    <message>
        <source>The computer players take their turns now. Watch the map: each of their moves is marked there.</source>
        <translation>现在由电脑玩家行动。请看地图：他们的每一步都会标示在上面。</translation>
    </message>
    <message>
        <source>The guide has no suggestion for this decision: it is yours to make. Tap a move to read what it does, or ask for a hint.</source>
        <translation>导览对这个决定没有建议：由你决定。点一个行动可看它的作用，或请求提示。</translation>
    </message>
    <message>
        <source>The guide has no suggestion for this decision: it is yours to make. Point at a target to read what it does, or press H for a hint.</source>
        <translation>导览对这个决定没有建议：由你决定。指向目标可看它的作用，或按 H 获取提示。</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>第 {number} 步，共 {count} 步</translation>
    </message>
    <message>
        <source>Rule {rule}: {title}</source>
        <translation>规则 {rule}：{title}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>规则 {rule}</translation>
    </message>
    <message>
        <source>Suggested move: {move}</source>
        <translation>建议的行动：{move}</translation>
    </message>
    <message>
        <source>Suggested move (marked for you): {move}</source>
        <translation>建议的行动（已为你标示）：{move}</translation>
    </message>
    <message>
        <source>Well done: {move}.</source>
        <translation>做得好：{move}。</translation>
    </message>
    <message>
        <source>nothing else changed</source>
        <translation>没有其他变化</translation>
    </message>
    <message>
        <source>You went your own way: {move}. Here is what that does: {effects} The guide goes on with what still fits your game.</source>
        <translation>你走了自己的路：{move}。它的效果是：{effects} 导览会继续提供仍适合你这局的建议。</translation>
    </message>
    <message>
        <source>That was the move of step {number}, so the guide skips it.</source>
        <translation>这正是第 {number} 步的行动，所以导览会跳过那一步。</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>{player}’s turn</source>
        <translation>轮到 {player}</translation>
    </message>
    <message>
        <source>Pass the computer to {player}. Everyone else, please look away from the hand.</source>
        <translation>请把电脑交给 {player}。其他人请不要看手牌。</translation>
    </message>
    <message>
        <source>Your first turn. The moves so far, marked on the map:</source>
        <translation>你的第一个回合。到目前为止的行动已标示在地图上：</translation>
    </message>
    <message>
        <source>Your first turn: nobody has played yet.</source>
        <translation>你的第一个回合：还没有人行动过。</translation>
    </message>
    <message>
        <source>Since your last turn (marked on the map):</source>
        <translation>自你上一个回合以来（已标示在地图上）：</translation>
    </message>
    <message>
        <source>Nothing new since your last action.</source>
        <translation>你上次行动之后没有新的变化。</translation>
    </message>
    <message>
        <source>I am {player}: show my hand</source>
        <translation>我是 {player}：显示我的手牌</translation>
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
        <translation>手牌会隐藏，直到该玩家接手电脑。</translation>
    </message>
    <message>
        <source>wild card</source>
        <translation>万用牌</translation>
    </message>
    <message>
        <source>industry card</source>
        <translation>工业牌</translation>
    </message>
    <message>
        <source>location card</source>
        <translation>地点牌</translation>
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
        <translation>连接{ends}</translation>
    </message>
    <message>
        <source>Develop {industries}</source>
        <translation>发展{industries}</translation>
    </message>
    <message>
        <source>Sell from {location}</source>
        <translation>从{location}出售</translation>
    </message>
    <message>
        <source>Take a loan of {amount}</source>
        <translation>贷款{amount}</translation>
    </message>
    <message>
        <source>{levels} income</source>
        <translation>收入{levels}</translation>
    </message>
    <message>
        <source>flips {count} of your tiles</source>
        <translation>翻面你的 {count} 个板块</translation>
    </message>
    <message>
        <source>{tile_vp} VP and {spaces} income spaces when it flips</source>
        <translation>翻面后计 {tile_vp} 分，收入前进 {spaces} 格</translation>
    </message>
    <message>
        <source>{tile_vp} VP and {spaces} income spaces when they flip</source>
        <translation>翻面后共计 {tile_vp} 分，收入前进 {spaces} 格</translation>
    </message>
    <message>
        <source>opens {locations} to you</source>
        <translation>让你可到{locations}</translation>
    </message>
    <message>
        <source>Put up {tile}</source>
        <translation>拍卖{tile}</translation>
    </message>
    <message>
        <source>Bid {coins} for {tile}</source>
        <translation>为{tile}出价{coins}</translation>
    </message>
    <message>
        <source>Pass on {tile}</source>
        <translation>不为{tile}出价</translation>
    </message>
    <message>
        <source>Sell to {player} for {coins}</source>
        <translation>以{coins}卖给{player}</translation>
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
        <translation>把{tile}兑换成 1 元钱</translation>
    </message>
    <message>
        <source>{signed_coins} now</source>
        <translation>立即{signed_coins}</translation>
    </message>
    <message>
        <source>worth about {coins} to you</source>
        <translation>对你约值{coins}</translation>
    </message>
    <message>
        <source>completes {count} of your roads and lines</source>
        <translation>完成你的 {count} 条道路或线路</translation>
    </message>
    <message>
        <source>{count} more symbols for your bonus tiles</source>
        <translation>你的加分卡多 {count} 个图示</translation>
    </message>
    <message>
        <source>{vp} VP now</source>
        <translation>立即{vp}分</translation>
    </message>
    <message>
        <source>about {vp} VP by the end</source>
        <translation>到终局约{vp}分</translation>
    </message>
    <message>
        <source>about {less} VP less than hint 1</source>
        <translation>比提示 1 少约{less}分</translation>
    </message>
    <message>
        <source>about as good as hint 1</source>
        <translation>与提示 1 相当</translation>
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
        <translation>轮到</translation>
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
        <translation>手上板块：{n}</translation>
    </message>
    <message>
        <source>Exchange for 1 coin</source>
        <translation>换 1 元</translation>
    </message>
    <message>
        <source>Exchange…</source>
        <translation>换钱…</translation>
    </message>
    <message>
        <source>{player}: exchange {tile} for 1 coin</source>
        <translation>{player}：以 {tile} 换 1 元</translation>
    </message>
    <message>
        <source>{player}: exchange a raw-material tile for 1 coin</source>
        <translation>{player}：以一张原料板块换 1 元</translation>
    </message>
    <message>
        <source>Allowed at any time, also while another player is to move (rule 6.6).</source>
        <translation>随时可换，其他玩家行动时也可以（规则 6.6）。</translation>
    </message>
    <message>
        <source>Exchange {tile} for 1 coin</source>
        <translation>以 {tile} 换 1 元</translation>
    </message>
    <message>
        <source>No raw-material tile in hand</source>
        <translation>手上没有原料板块</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <source>Epoch {epoch}, round {round} of {rounds}</source>
        <translation>时代 {epoch}，第 {round}/{rounds} 轮</translation>
    </message>
    <message>
        <source>The bank sells: {resources}</source>
        <translation>银行出售：{resources}</translation>
    </message>
    <message>
        <source>Auctioneer: {player}</source>
        <translation>拍卖者：{player}</translation>
    </message>
    <message>
        <source>On offer: &lt;b&gt;{tile}&lt;/b&gt;</source>
        <translation>拍卖中：&lt;b&gt;{tile}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>High bid: {amount} by {player}</source>
        <translation>最高出价：{amount}（{player}）</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>尚无出价</translation>
    </message>
    <message>
        <source>Tiles in hand: {player}</source>
        <translation>手上板块：{player}</translation>
    </message>
    <message>
        <source>Tiles in hand</source>
        <translation>手上板块</translation>
    </message>
    <message>
        <source>Hidden tiles: {n}</source>
        <translation>隐藏的板块：{n}</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>没有游戏。</translation>
    </message>
    <message>
        <source>The epoch change is being revealed: Next shows each step, Close goes on.</source>
        <translation>正在揭晓时代交替：“下一步”逐步显示，“关闭”后继续游戏。</translation>
    </message>
    <message>
        <source>The final scoring is being revealed: Next shows each step.</source>
        <translation>正在揭晓终局计分：“下一步”逐步显示。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;, auctioneer: put a revealed tile up for auction (click it on the board or here).</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;（拍卖者）：选一张翻开的板块拍卖（点击图板上或这里的板块）。</translation>
    </message>
    <message>
        <source>the high bid is {amount} ({player})</source>
        <translation>最高出价 {amount}（{player}）</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>尚无出价</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: bid for &lt;b&gt;{tile}&lt;/b&gt; or pass; {high}. You have {coins}.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：为 &lt;b&gt;{tile}&lt;/b&gt; 出价或放弃；{high}。你有 {coins}。</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>出价</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: sell &lt;b&gt;{tile}&lt;/b&gt; to {buyer} for {amount} (you stay auctioneer) or keep it for free (the role passes on).</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：以 {amount} 把 &lt;b&gt;{tile}&lt;/b&gt; 卖给 {buyer}（你仍是拍卖者），或免费留下（拍卖者换下一位）。</translation>
    </message>
    <message>
        <source>Sell for {amount}</source>
        <translation>以 {amount} 卖出</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: nobody bid for &lt;b&gt;{tile}&lt;/b&gt;: you keep it for free.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：没有人为 &lt;b&gt;{tile}&lt;/b&gt; 出价：你免费留下。</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>卖出</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: build up to one factory, one technology and one bonus tile (click a glowing tile), then End build. You have {coins}.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：最多建造一座工厂、一项科技和一张加分卡（点击发亮的板块），然后结束建造。你有 {coins}。</translation>
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
        <translation>结束建造</translation>
    </message>
    <message>
        <source>Choose where each resource comes from.</source>
        <translation>选择每个原料的来源。</translation>
    </message>
    <message>
        <source>Tile: {cost}</source>
        <translation>板块：{cost}</translation>
    </message>
    <message>
        <source> (printed {printed}, discount −{discount})</source>
        <translation>（印价 {printed}，折扣 −{discount}）</translation>
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
        <translation>现在得 {vp} 分。</translation>
    </message>
    <message>
        <source>0 VP: its epoch {epoch} has passed (printed {vp}).</source>
        <translation>0 分：它的时代 {epoch} 已过（印 {vp} 分）。</translation>
    </message>
    <message>
        <source>epoch {epoch}</source>
        <translation>时代 {epoch}</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>费用：{cost}</translation>
    </message>
    <message>
        <source>producer built by {player}</source>
        <translation>生产工厂属于 {player}</translation>
    </message>
    <message>
        <source>the bank sells it</source>
        <translation>银行有售</translation>
    </message>
    <message>
        <source>nobody sells it yet</source>
        <translation>尚无人出售</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>无法取得</translation>
    </message>
    <message>
        <source>; for you now: {price}</source>
        <translation>；你现在要付：{price}</translation>
    </message>
    <message>
        <source>Produces {resource}</source>
        <translation>生产 {resource}</translation>
    </message>
    <message>
        <source>Each later construction of its owner costs {n} less</source>
        <translation>拥有者之后每次建造少付 {n}</translation>
    </message>
    <message>
        <source>Stands for one {resource}; exchange for 1 coin at any time</source>
        <translation>代表一个 {resource}；随时可换 1 元</translation>
    </message>
    <message>
        <source>Final scoring: +2 VP per own built tile showing {symbol}</source>
        <translation>终局计分：自己每个带 {symbol} 图标的已建板块 +2 分</translation>
    </message>
    <message>
        <source>{vp} VP if built in epoch {epoch}</source>
        <translation>在时代 {epoch} 建造得 {vp} 分</translation>
    </message>
    <message>
        <source>Symbols: {symbols}</source>
        <translation>图标：{symbols}</translation>
    </message>
    <message>
        <source>Connected to: {tiles}</source>
        <translation>连接：{tiles}</translation>
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
        <translation>{player} 弃掉 {tile}</translation>
    </message>
    <message>
        <source>Epoch {epoch} is over</source>
        <translation>时代 {epoch} 结束</translation>
    </message>
    <message>
        <source>Technologies still in hand are discarded:</source>
        <translation>手上尚未建造的科技被弃掉：</translation>
    </message>
    <message>
        <source>The bank now sells: {resources}.</source>
        <translation>银行现在出售：{resources}。</translation>
    </message>
    <message>
        <source>Extra income this first round: +{n}.</source>
        <translation>本时代第一轮额外收入：+{n}。</translation>
    </message>
    <message>
        <source>Epoch {epoch} begins</source>
        <translation>时代 {epoch} 开始</translation>
    </message>
    <message>
        <source>{player} cashes {tile} for 1 coin</source>
        <translation>{player} 把 {tile} 换成 1 元</translation>
    </message>
    <message>
        <source>Final scoring: raw materials</source>
        <translation>终局计分：原料</translation>
    </message>
    <message>
        <source>Final scoring: bonus tiles</source>
        <translation>终局计分：加分卡</translation>
    </message>
    <message>
        <source>Final scoring: roads and lines</source>
        <translation>终局计分：道路与线路</translation>
    </message>
    <message>
        <source>Final scoring: money</source>
        <translation>终局计分：金钱</translation>
    </message>
    <message>
        <source>{rank}. {player}: {vp} VP ({built} built tiles, {coins})</source>
        <translation>{rank}. {player}：{vp} 分（已建 {built} 个板块，{coins}）</translation>
    </message>
    <message>
        <source>Winner: {players}, by {why}.</source>
        <translation>胜者：{players}，依据{why}。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
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
        <translation>关闭</translation>
    </message>
    <message>
        <source>You will have {coins}.</source>
        <translation>之后你还有 {coins}。</translation>
    </message>
    <message>
        <source>You score {vp} VP now.</source>
        <translation>你现在得 {vp} 分。</translation>
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
        <translation>拍卖</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>最高出价</translation>
    </message>
    <message>
        <source>{player}: {symbol} +{amount} VP</source>
        <translation>{player}：{symbol} +{amount} 分</translation>
    </message>
    <message>
        <source>{player}: {n} connection(s), +{amount} VP</source>
        <translation>{player}：{n} 条连线，+{amount} 分</translation>
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
        <translation>同分，已建板块较多者胜</translation>
    </message>
    <message>
        <source>a tie on VP and built tiles, broken by more coins</source>
        <translation>分数与已建板块皆同，金钱较多者胜</translation>
    </message>
    <message>
        <source>a complete tie: the victory is shared</source>
        <translation>完全平局：共享胜利</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>Factories</source>
        <translation>工厂</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>时代</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>科技</translation>
    </message>
    <message>
        <source>Round {r}/{n}</source>
        <translation>第 {r}/{n} 轮</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>工厂</translation>
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
        <translation>你自己的工厂（免费）</translation>
    </message>
    <message>
        <source>your raw-material tile (spent)</source>
        <translation>你的原料板块（用掉）</translation>
    </message>
    <message>
        <source>{owner}'s factory (1 coin to {owner})</source>
        <translation>{owner} 的工厂（付 1 元给 {owner}）</translation>
    </message>
    <message>
        <source>the bank (1 coin)</source>
        <translation>银行（1 元）</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>兑换</translation>
    </message>
    <message>
        <source>{n} coin</source>
        <translation>{n} 元钱</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} 元钱</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>银行</translation>
    </message>
    <message>
        <source>{player} receives {coins}.</source>
        <translation>{player} 获得 {coins}。</translation>
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
        <translation>工厂</translation>
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
        <translation>采石场</translation>
    </message>
    <message>
        <source>Brickworks</source>
        <comment>industria/I-F-brick</comment>
        <translation>砖窑厂</translation>
    </message>
    <message>
        <source>Sawmill</source>
        <comment>industria/I-F-wood</comment>
        <translation>锯木厂</translation>
    </message>
    <message>
        <source>Windmill</source>
        <comment>industria/I-F-windmill</comment>
        <translation>风车磨坊</translation>
    </message>
    <message>
        <source>Weaving Mill</source>
        <comment>industria/I-F-weaving</comment>
        <translation>织布工坊</translation>
    </message>
    <message>
        <source>Printing Press</source>
        <comment>industria/I-T-printing</comment>
        <translation>印刷术</translation>
    </message>
    <message>
        <source>Mechanics</source>
        <comment>industria/I-T-mechanics</comment>
        <translation>机械学</translation>
    </message>
    <message>
        <source>Architecture</source>
        <comment>industria/I-T-architecture</comment>
        <translation>建筑学</translation>
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
        <translation>加分卡：码头</translation>
    </message>
    <message>
        <source>Ceramics Works</source>
        <comment>industria/II-F-ceramic</comment>
        <translation>陶瓷厂</translation>
    </message>
    <message>
        <source>Glassworks</source>
        <comment>industria/II-F-glass</comment>
        <translation>玻璃厂</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <comment>industria/II-F-iron</comment>
        <translation>炼铁厂</translation>
    </message>
    <message>
        <source>Bank</source>
        <comment>industria/II-F-bank</comment>
        <translation>银行</translation>
    </message>
    <message>
        <source>Optics</source>
        <comment>industria/II-T-optics</comment>
        <translation>光学</translation>
    </message>
    <message>
        <source>Steam Engine</source>
        <comment>industria/II-T-steam</comment>
        <translation>蒸汽机</translation>
    </message>
    <message>
        <source>Hydraulics</source>
        <comment>industria/II-T-hydraulics</comment>
        <translation>水力学</translation>
    </message>
    <message>
        <source>Glass (raw material)</source>
        <comment>industria/II-R-glass</comment>
        <translation>原料：玻璃</translation>
    </message>
    <message>
        <source>Iron (raw material)</source>
        <comment>industria/II-R-iron</comment>
        <translation>原料：铁</translation>
    </message>
    <message>
        <source>Canal bonus</source>
        <comment>industria/II-B-canal</comment>
        <translation>加分卡：河渠</translation>
    </message>
    <message>
        <source>Port bonus</source>
        <comment>industria/II-B-port</comment>
        <translation>加分卡：码头</translation>
    </message>
    <message>
        <source>Rails bonus</source>
        <comment>industria/II-B-rails</comment>
        <translation>加分卡：铁轨</translation>
    </message>
    <message>
        <source>Cement Works</source>
        <comment>industria/III-F-cement</comment>
        <translation>水泥厂</translation>
    </message>
    <message>
        <source>Steel Mill</source>
        <comment>industria/III-F-steel</comment>
        <translation>炼钢厂</translation>
    </message>
    <message>
        <source>Power Station</source>
        <comment>industria/III-F-electricity</comment>
        <translation>发电厂</translation>
    </message>
    <message>
        <source>Stock Exchange</source>
        <comment>industria/III-F-exchange</comment>
        <translation>证券交易所</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <comment>industria/III-F-shipyard</comment>
        <translation>造船厂</translation>
    </message>
    <message>
        <source>Railway</source>
        <comment>industria/III-T-railway</comment>
        <translation>铁路</translation>
    </message>
    <message>
        <source>Telegraph</source>
        <comment>industria/III-T-telegraph</comment>
        <translation>电报</translation>
    </message>
    <message>
        <source>Reinforced Concrete</source>
        <comment>industria/III-T-concrete</comment>
        <translation>钢筋混凝土</translation>
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
        <translation>原料：钢</translation>
    </message>
    <message>
        <source>Pipeline bonus</source>
        <comment>industria/III-B-pipeline</comment>
        <translation>加分卡：管线</translation>
    </message>
    <message>
        <source>Computer Factory</source>
        <comment>industria/IV-F-computer</comment>
        <translation>电脑工厂</translation>
    </message>
    <message>
        <source>Plastics Plant</source>
        <comment>industria/IV-F-plastic</comment>
        <translation>塑料厂</translation>
    </message>
    <message>
        <source>Automobile Plant</source>
        <comment>industria/IV-F-auto</comment>
        <translation>汽车厂</translation>
    </message>
    <message>
        <source>Oil Refinery</source>
        <comment>industria/IV-F-refinery</comment>
        <translation>炼油厂</translation>
    </message>
    <message>
        <source>Radio</source>
        <comment>industria/IV-T-radio</comment>
        <translation>无线电</translation>
    </message>
    <message>
        <source>Nuclear Power</source>
        <comment>industria/IV-T-nuclear</comment>
        <translation>核能</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>industria/IV-T-skyscraper</comment>
        <translation>摩天大楼</translation>
    </message>
    <message>
        <source>Space Flight</source>
        <comment>industria/IV-T-spaceflight</comment>
        <translation>太空飞行</translation>
    </message>
    <message>
        <source>Cement (raw material)</source>
        <comment>industria/IV-R-cement</comment>
        <translation>原料：水泥</translation>
    </message>
    <message>
        <source>Computer (raw material)</source>
        <comment>industria/IV-R-computer</comment>
        <translation>原料：电脑</translation>
    </message>
    <message>
        <source>Plastic (raw material)</source>
        <comment>industria/IV-R-plastic</comment>
        <translation>原料：塑料</translation>
    </message>
    <message>
        <source>Data Network bonus</source>
        <comment>industria/IV-B-network</comment>
        <translation>加分卡：网络电缆</translation>
    </message>
    <message>
        <source>Satellite Works</source>
        <comment>industria/V-F-satellite</comment>
        <translation>卫星工厂</translation>
    </message>
    <message>
        <source>Genetic Engineering Plant</source>
        <comment>industria/V-F-genetic</comment>
        <translation>基因工程厂</translation>
    </message>
    <message>
        <source>Robot Factory</source>
        <comment>industria/V-F-robot</comment>
        <translation>机器人工厂</translation>
    </message>
    <message>
        <source>Internet</source>
        <comment>industria/V-T-internet</comment>
        <translation>互联网</translation>
    </message>
    <message>
        <source>Superconductors</source>
        <comment>industria/V-T-superconductors</comment>
        <translation>超导体</translation>
    </message>
    <message>
        <source>Mobile Phone</source>
        <comment>industria/V-T-mobile</comment>
        <translation>移动电话</translation>
    </message>
    <message>
        <source>Wind Power</source>
        <comment>industria/V-T-wind</comment>
        <translation>风力发电</translation>
    </message>
    <message>
        <source>High-Speed Rail</source>
        <comment>industria/V-T-hsr</comment>
        <translation>高速铁路</translation>
    </message>
    <message>
        <source>Computer (raw material)</source>
        <comment>industria/V-R-computer</comment>
        <translation>原料：电脑</translation>
    </message>
    <message>
        <source>Rails bonus</source>
        <comment>industria/V-B-rails</comment>
        <translation>加分卡：铁轨</translation>
    </message>
    <message>
        <source>Pipeline bonus</source>
        <comment>industria/V-B-pipeline</comment>
        <translation>加分卡：管线</translation>
    </message>
    <message>
        <source>Data Network bonus</source>
        <comment>industria/V-B-network</comment>
        <translation>加分卡：网络电缆</translation>
    </message>
    <message>
        <source>Stone</source>
        <comment>industria/stone</comment>
        <translation>石材</translation>
    </message>
    <message>
        <source>Brick</source>
        <comment>industria/brick</comment>
        <translation>砖</translation>
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
        <translation>铁</translation>
    </message>
    <message>
        <source>Cement</source>
        <comment>industria/cement</comment>
        <translation>水泥</translation>
    </message>
    <message>
        <source>Steel</source>
        <comment>industria/steel</comment>
        <translation>钢</translation>
    </message>
    <message>
        <source>Electricity</source>
        <comment>industria/electricity</comment>
        <translation>电力</translation>
    </message>
    <message>
        <source>Computer</source>
        <comment>industria/computer</comment>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Plastic</source>
        <comment>industria/plastic</comment>
        <translation>塑料</translation>
    </message>
    <message>
        <source>Canal</source>
        <comment>industria/canal</comment>
        <translation>河渠</translation>
    </message>
    <message>
        <source>Port</source>
        <comment>industria/port</comment>
        <translation>码头</translation>
    </message>
    <message>
        <source>Rails</source>
        <comment>industria/rails</comment>
        <translation>铁轨</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <comment>industria/pipeline</comment>
        <translation>管线</translation>
    </message>
    <message>
        <source>Data Network</source>
        <comment>industria/network</comment>
        <translation>网络电缆</translation>
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
        <translation>换成 1 元钱</translation>
    </message>
    <message>
        <source>discarded: its epoch is over</source>
        <translation>弃掉：它的时代已经结束</translation>
    </message>
    <message>
        <source>cashed for a coin</source>
        <translation>兑换成 1 元钱</translation>
    </message>
</context>
<context>
    <name>IndustriaScore</name>
    <message>
        <source>for the tile</source>
        <translation>因板块</translation>
    </message>
    <message>
        <source>for a bonus tile</source>
        <translation>因加分卡</translation>
    </message>
    <message>
        <source>for roads and lines</source>
        <translation>因道路与线路</translation>
    </message>
    <message>
        <source>for money</source>
        <translation>因金钱</translation>
    </message>
</context>
<context>
    <name>IndustriaSource</name>
    <message>
        <source>an own factory</source>
        <translation>自己的工厂</translation>
    </message>
    <message>
        <source>a raw material tile</source>
        <translation>原料板块</translation>
    </message>
    <message>
        <source>another player’s factory</source>
        <translation>其他玩家的工厂</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>银行</translation>
    </message>
</context>
<context>
    <name>Industry</name>
    <message>
        <source>cotton mill</source>
        <translation>棉纺厂</translation>
    </message>
    <message>
        <source>port</source>
        <translation>港口</translation>
    </message>
    <message>
        <source>coal mine</source>
        <translation>煤矿</translation>
    </message>
    <message>
        <source>iron works</source>
        <translation>炼铁厂</translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation>造船厂</translation>
    </message>
    <message>
        <source>manufacturer</source>
        <translation>制造厂</translation>
    </message>
    <message>
        <source>pottery</source>
        <translation>陶器厂</translation>
    </message>
    <message>
        <source>brewery</source>
        <translation>啤酒厂</translation>
    </message>
    <message>
        <source>cotton mill</source>
        <comment>birmingham</comment>
        <translation>棉花厂</translation>
    </message>
    <message>
        <source>coal mine</source>
        <comment>birmingham</comment>
        <translation>煤矿</translation>
    </message>
    <message>
        <source>iron works</source>
        <comment>birmingham</comment>
        <translation>铁工厂</translation>
    </message>
    <message>
        <source>manufacturer</source>
        <comment>birmingham</comment>
        <translation>制造厂</translation>
    </message>
    <message>
        <source>pottery</source>
        <comment>birmingham</comment>
        <translation>陶器厂</translation>
    </message>
    <message>
        <source>brewery</source>
        <comment>birmingham</comment>
        <translation>啤酒厂</translation>
    </message>
    <message>
        <source>cotton mill</source>
        <comment>lancashire</comment>
        <translation>棉纺厂</translation>
    </message>
    <message>
        <source>port</source>
        <comment>lancashire</comment>
        <translation>港口</translation>
    </message>
    <message>
        <source>coal mine</source>
        <comment>lancashire</comment>
        <translation>煤矿</translation>
    </message>
    <message>
        <source>iron works</source>
        <comment>lancashire</comment>
        <translation>炼铁厂</translation>
    </message>
    <message>
        <source>shipyard</source>
        <comment>lancashire</comment>
        <translation>造船厂</translation>
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
        <translation>组合建造</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>运输网</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>发展</translation>
    </message>
    <message>
        <source>Sell cotton</source>
        <translation>出售棉花</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>贷款</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Sell another mill</source>
        <translation>再卖一座棉纺厂</translation>
    </message>
    <message>
        <source>Stop selling</source>
        <translation>停止出售</translation>
    </message>
    <message>
        <source>Sell a tile</source>
        <translation>卖出板块</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>侦察</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>出售</translation>
    </message>
    <message>
        <source>Sell another tile</source>
        <translation>再出售一个板块</translation>
    </message>
    <message>
        <source>Canal</source>
        <translation>运河</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>铁路</translation>
    </message>
</context>
<context>
    <name>KindHint</name>
    <message>
        <source>Build an industry tile with one card.</source>
        <translation>打出一张牌，建造一个工业板块。</translation>
    </message>
    <message>
        <source>Discard any two cards to build anywhere; uses both actions of your turn.</source>
        <translation>弃掉任意两张牌，在任何地点建造；会用掉你这个回合的两个行动。</translation>
    </message>
    <message>
        <source>Build a canal (canal era) or one or two rails (rail era).</source>
        <translation>建造一条运河（运河时代），或一至两条铁路（铁路时代）。</translation>
    </message>
    <message>
        <source>Remove one or two tiles from your stacks, paying one iron each.</source>
        <translation>从你的板块堆移除一或两个板块，每个需要一个钢铁。</translation>
    </message>
    <message>
        <source>Sell cotton from your mills to a port or the distant market.</source>
        <translation>将你棉纺厂的棉花卖到港口或海外市场。</translation>
    </message>
    <message>
        <source>Take £10, £20 or £30; your income drops one level per £10.</source>
        <translation>借 £10、£20 或 £30；每借 £10，收入下降一个等级。</translation>
    </message>
    <message>
        <source>Do nothing, but still discard a card.</source>
        <translation>不执行行动，但仍须弃一张牌。</translation>
    </message>
    <message>
        <source>Sell cotton from another of your mills in this action.</source>
        <translation>在这个行动中，再从你的另一座棉纺厂出售棉花。</translation>
    </message>
    <message>
        <source>End the Sell action.</source>
        <translation>结束出售行动。</translation>
    </message>
    <message>
        <source>Sell one of your tiles for half its cost to cover your debt.</source>
        <translation>以一半的建造费用卖出你的一个板块来偿还欠款。</translation>
    </message>
    <message>
        <source>Discard three cards to take a wild location card and a wild industry card.</source>
        <translation>弃掉三张牌，拿取一张万用地点牌和一张万用工业牌。</translation>
    </message>
    <message>
        <source>Build a canal (canal era) or one or two rails (rail era; the second rail needs a beer).</source>
        <translation>建造一条运河（运河时代），或一至两条铁路（铁路时代；第二条铁路需要一个啤酒）。</translation>
    </message>
    <message>
        <source>Sell cotton, manufactured goods or pottery to a connected merchant, paying the beer shown on the tile.</source>
        <translation>将棉花、制造品或陶器卖给相连的贸易商，并消耗板块上标示的啤酒。</translation>
    </message>
    <message>
        <source>Sell another of your tiles in this action.</source>
        <translation>在这个行动中再出售你的另一个板块。</translation>
    </message>
    <message>
        <source>Take £30; your income drops three levels.</source>
        <translation>拿取 £30；你的收入下降三个等级。</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Library of finished games</source>
        <translation>已完成对局数据库</translation>
    </message>
    <message>
        <source>The library was damaged and has been moved aside as {file}; a new library was started. Nothing was deleted.</source>
        <translation>对局数据库已损坏，已改名保存为 {file}，并创建了新的数据库。没有删除任何数据。</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>图表(&amp;C)：</translation>
    </message>
    <message>
        <source>Export table as &amp;CSV…</source>
        <translation>导出表格为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export game &amp;record…</source>
        <translation>导出对局记录(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>重播(&amp;R)</translation>
    </message>
    <message>
        <source>Step through the chosen game; Continue from here plays on from any moment</source>
        <translation>逐步查看选定的游戏；“从这里继续”可从任何时刻接着玩</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Player count</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜场</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>平均分数</translation>
    </message>
    <message>
        <source>Best VP</source>
        <translation>最高分数</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>尚无已完成的对局</translation>
    </message>
    <message>
        <source>{metric} after each round</source>
        <translation>每轮结束后的{metric}</translation>
    </message>
    <message>
        <source>Score by source</source>
        <translation>分数来源</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>胜出对局（%）</translation>
    </message>
    <message>
        <source>{name} ({games})</source>
        <translation>{name}（{games}）</translation>
    </message>
    <message>
        <source>% of games won (games played)</source>
        <translation>胜出对局百分比（已玩局数）</translation>
    </message>
    <message>
        <source>Export games table</source>
        <translation>导出对局表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>导出对局记录</translation>
    </message>
    <message>
        <source>Brass games (*.json);;All files (*)</source>
        <translation>工业革命对局 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Canal links</source>
        <translation>运河连接</translation>
    </message>
    <message>
        <source>Canal industries</source>
        <translation>运河时代工业</translation>
    </message>
    <message>
        <source>Rail links</source>
        <translation>铁路连接</translation>
    </message>
    <message>
        <source>Rail industries</source>
        <translation>铁路时代工业</translation>
    </message>
    <message>
        <source>Introductory game scoring</source>
        <translation>入门游戏计分</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金钱</translation>
    </message>
    <message>
        <source>Merchant bonuses</source>
        <translation>贸易商奖励</translation>
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
        <translation>分数</translation>
    </message>
    <message>
        <source>Income level</source>
        <translation>收入等级</translation>
    </message>
    <message>
        <source>Money (£)</source>
        <translation>金钱（£）</translation>
    </message>
    <message>
        <source>Round (canal, then rail)</source>
        <translation>轮（先运河时代，后铁路时代）</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Tiles built</source>
        <translation>建设板块</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>加分卡</translation>
    </message>
    <message>
        <source>Roads and lines</source>
        <translation>道路与连线</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>金钱（元）</translation>
    </message>
    <message>
        <source>Round (epochs I to V)</source>
        <translation>轮（第一到第五时代）</translation>
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
        <translation>贝尔珀</translation>
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
        <translation>特伦特河畔斯托克</translation>
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
        <translation>特伦特河畔伯顿</translation>
    </message>
    <message>
        <source>Cannock</source>
        <comment>birmingham/cannock</comment>
        <translation>坎诺克</translation>
    </message>
    <message>
        <source>Tamworth</source>
        <comment>birmingham/tamworth</comment>
        <translation>塔姆沃思</translation>
    </message>
    <message>
        <source>Walsall</source>
        <comment>birmingham/walsall</comment>
        <translation>沃尔索尔</translation>
    </message>
    <message>
        <source>Wolverhampton</source>
        <comment>birmingham/wolverhampton</comment>
        <translation>伍尔弗汉普顿</translation>
    </message>
    <message>
        <source>Coalbrookdale</source>
        <comment>birmingham/coalbrookdale</comment>
        <translation>煤溪谷</translation>
    </message>
    <message>
        <source>Dudley</source>
        <comment>birmingham/dudley</comment>
        <translation>达德利</translation>
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
        <translation>纳尼顿</translation>
    </message>
    <message>
        <source>Redditch</source>
        <comment>birmingham/redditch</comment>
        <translation>雷迪奇</translation>
    </message>
    <message>
        <source>North Farm Brewery</source>
        <comment>birmingham/farm_brewery_north</comment>
        <translation>农场酒厂（北）</translation>
    </message>
    <message>
        <source>South Farm Brewery</source>
        <comment>birmingham/farm_brewery_south</comment>
        <translation>农场酒厂（南）</translation>
    </message>
    <message>
        <source>Shrewsbury</source>
        <comment>birmingham/shrewsbury</comment>
        <translation>什鲁斯伯里</translation>
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
        <translation>沃灵顿</translation>
    </message>
    <message>
        <source>Nottingham</source>
        <comment>birmingham/nottingham</comment>
        <translation>诺丁汉</translation>
    </message>
    <message>
        <source>Barrow-in-Furness</source>
        <comment>lancashire/barrow_in_furness</comment>
        <translation>巴罗因弗内斯</translation>
    </message>
    <message>
        <source>Scotland</source>
        <comment>lancashire/scotland</comment>
        <translation>苏格兰</translation>
    </message>
    <message>
        <source>Lancaster</source>
        <comment>lancashire/lancaster</comment>
        <translation>兰卡斯特</translation>
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
        <translation>普雷斯顿</translation>
    </message>
    <message>
        <source>Wigan</source>
        <comment>lancashire/wigan</comment>
        <translation>威根</translation>
    </message>
    <message>
        <source>Southport</source>
        <comment>lancashire/southport</comment>
        <translation>绍斯波特</translation>
    </message>
    <message>
        <source>Liverpool</source>
        <comment>lancashire/liverpool</comment>
        <translation>利物浦</translation>
    </message>
    <message>
        <source>Warrington &amp; Runcorn</source>
        <comment>lancashire/warrington_runcorn</comment>
        <translation>沃灵顿及朗科恩</translation>
    </message>
    <message>
        <source>Birkenhead</source>
        <comment>lancashire/birkenhead</comment>
        <translation>伯特黑德</translation>
    </message>
    <message>
        <source>Ellesmere Port</source>
        <comment>lancashire/ellesmere_port</comment>
        <translation>埃罗斯米尔港</translation>
    </message>
    <message>
        <source>Northwich</source>
        <comment>lancashire/northwich</comment>
        <translation>诺斯威奇</translation>
    </message>
    <message>
        <source>The Midlands</source>
        <comment>lancashire/the_midlands</comment>
        <translation>米德兰</translation>
    </message>
    <message>
        <source>Macclesfield</source>
        <comment>lancashire/macclesfield</comment>
        <translation>麦克尔斯菲尔德</translation>
    </message>
    <message>
        <source>Stockport</source>
        <comment>lancashire/stockport</comment>
        <translation>斯托克波特</translation>
    </message>
    <message>
        <source>Manchester</source>
        <comment>lancashire/manchester</comment>
        <translation>曼彻斯特</translation>
    </message>
    <message>
        <source>Oldham</source>
        <comment>lancashire/oldham</comment>
        <translation>奥尔德姆</translation>
    </message>
    <message>
        <source>Rochdale</source>
        <comment>lancashire/rochdale</comment>
        <translation>罗奇代尔</translation>
    </message>
    <message>
        <source>Bury</source>
        <comment>lancashire/bury</comment>
        <translation>伯里</translation>
    </message>
    <message>
        <source>Bolton</source>
        <comment>lancashire/bolton</comment>
        <translation>博尔顿</translation>
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
        <translation>约克夏</translation>
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
        <translation>游戏记录</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation>新游戏…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新游戏</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>以新名称保存游戏</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开的文件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Continue an autosaved game</source>
        <translation>继续自动保存的游戏(&amp;C)</translation>
    </message>
    <message>
        <source>Save the changes to {file}?</source>
        <translation>要保存对 {file} 的更改吗？</translation>
    </message>
    <message>
        <source>The game of {players} ({stage}, round {round}) is not finished. Save it to a file first?

If you do not, it stays in File › Continue an autosaved game.</source>
        <translation>{players} 的游戏（{stage}第 {round} 轮）还没结束。要先保存为文件吗？

不保存的话，它会留在“文件 › 继续自动保存的游戏”中。</translation>
    </message>
    <message>
        <source>No autosave: the data folder cannot be used ({error}). Save the game with File › Save as.</source>
        <translation>没有自动保存：无法使用数据文件夹（{error}）。请用“文件 › 另存为”保存游戏。</translation>
    </message>
    <message>
        <source>Autosave failed ({error}). The game is only in memory: save it with File › Save as.</source>
        <translation>自动保存失败（{error}）。这局游戏只在内存中：请用“文件 › 另存为”保存。</translation>
    </message>
    <message>
        <source>&amp;Rules reference…</source>
        <translation>规则参考(&amp;R)…</translation>
    </message>
    <message>
        <source>The numbered rules of the game, searchable (F1: the rule of the last refusal)</source>
        <translation>本游戏的编号规则，可搜索（F1：最近一次拒绝所依据的规则）</translation>
    </message>
    <message>
        <source>&amp;Map symbols…</source>
        <translation>地图符号(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse…</source>
        <translation>键盘与鼠标(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;About Brass Desktop</source>
        <translation>关于 Brass Desktop</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>导览第一局(&amp;G)</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>鼠标滚轮</translation>
    </message>
    <message>
        <source>Zoom the map</source>
        <translation>缩放地图</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>拖动</translation>
    </message>
    <message>
        <source>Move the map</source>
        <translation>移动地图</translation>
    </message>
    <message>
        <source>Click a highlighted target</source>
        <translation>点击高亮的目标</translation>
    </message>
    <message>
        <source>Choose it for the action</source>
        <translation>选它作为行动目标</translation>
    </message>
    <message>
        <source>Point at a target</source>
        <translation>指向目标</translation>
    </message>
    <message>
        <source>Read what it is, or why it is not allowed</source>
        <translation>显示它是什么，或为何不允许</translation>
    </message>
    <message>
        <source>Click a rule link</source>
        <translation>点击规则链接</translation>
    </message>
    <message>
        <source>Open the rules reference at that rule</source>
        <translation>在规则参考中打开该规则</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>收回上一个行动（Ctrl+Z）</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Do the undone action again (Ctrl+Shift+Z)</source>
        <translation>再做一次已撤销的行动（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>&amp;Confirm action</source>
        <translation>确认行动</translation>
    </message>
    <message>
        <source>&amp;Back one step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>C&amp;ancel action</source>
        <translation>取消行动</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>显示整张地图</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>显示整张地图</translation>
    </message>
    <message>
        <source>Open &amp;hands</source>
        <translation>公开手牌</translation>
    </message>
    <message>
        <source>Teaching: show every hand and skip the hand-over screen</source>
        <translation>教学用：显示所有人的手牌，并跳过交接画面</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>Large text for projectors (F5)</source>
        <translation>投影用的大字体（F5）</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全屏（F11）</translation>
    </message>
    <message>
        <source>✕ Leave presentation (F5)</source>
        <translation>✕ 退出演示模式（F5）</translation>
    </message>
    <message>
        <source>&amp;Result of the game</source>
        <translation>对局结果(&amp;R)</translation>
    </message>
    <message>
        <source>The winner, the ranking and the scores by source (Ctrl+R)</source>
        <translation>胜者、名次与各来源的分数（Ctrl+R）</translation>
    </message>
    <message>
        <source>&amp;Library of finished games…</source>
        <translation>已完成对局数据库(&amp;L)…</translation>
    </message>
    <message>
        <source>Finished games, player records and charts (Ctrl+L)</source>
        <translation>已完成的对局、玩家战绩与图表（Ctrl+L）</translation>
    </message>
    <message>
        <source>Sc&amp;enarios</source>
        <translation>教学场景(&amp;E)</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>重播这局游戏(&amp;P)</translation>
    </message>
    <message>
        <source>Step through this game action by action (Ctrl+Shift+R)</source>
        <translation>逐个行动重看这局游戏（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Replay a recor&amp;d…</source>
        <translation>重播游戏记录(&amp;D)…</translation>
    </message>
    <message>
        <source>Step through a saved, autosaved or finished game</source>
        <translation>逐步重看已保存、自动保存或已结束的游戏</translation>
    </message>
    <message>
        <source>&amp;Review points</source>
        <translation>回顾时刻(&amp;R)</translation>
    </message>
    <message>
        <source>Teaching: pause before income and each scoring to show what is about to happen</source>
        <translation>教学用：在收入与每次计分前暂停，先显示即将发生的事</translation>
    </message>
    <message>
        <source>{game} — {players} — {stage}, round {round} — {time}</source>
        <translation>{game} — {players} — {stage}第 {round} 轮 — {time}</translation>
    </message>
    <message>
        <source>An unfinished game of {game} with {players} was saved automatically ({stage}, round {round}; {count} actions played). Continue it?</source>
        <translation>{players} 的一局{game}已自动保存，尚未结束（{stage}第 {round} 轮；已进行 {count} 个行动）。要继续吗？</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Brass games (*{suffix});;All files (*)</source>
        <translation>Brass 游戏 (*{suffix});;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开游戏</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{error}</source>
        <translation>无法打开 {file}：
{error}</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>没有未完成的游戏</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file}：{error}</translation>
    </message>
    <message>
        <source>Autosaved game damaged</source>
        <translation>自动保存的游戏已损坏</translation>
    </message>
    <message>
        <source>An autosaved game could not be read. It was kept aside and will not be overwritten:

{files}</source>
        <translation>有一局自动保存的游戏无法读取。它已另行保留，不会被覆盖：

{files}</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>继续上一局游戏？</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存游戏</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>未命名游戏</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>Players’ &amp;phones…</source>
        <translation>玩家的手机(&amp;P)…</translation>
    </message>
    <message>
        <source>Each player holds their hand on their own phone: show a code per seat</source>
        <translation>每位玩家在自己的手机上拿着手牌：为每个座位显示一个代码</translation>
    </message>
    <message>
        <source>The library could not record this game: {error}</source>
        <translation>对局数据库无法记录这局游戏：{error}</translation>
    </message>
    <message>
        <source>Replay a record</source>
        <translation>重播游戏记录</translation>
    </message>
    <message>
        <source>Library game {number}</source>
        <translation>游戏库第 {number} 局</translation>
    </message>
</context>
<context>
    <name>MarketsPanel</name>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>{era}, round {round} of {rounds}</source>
        <translation>{era}，第 {round} 轮（共 {rounds} 轮）</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>抽牌堆</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 张</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>回合顺序</translation>
    </message>
    <message>
        <source>draw pile {n}</source>
        <translation>抽牌堆 {n}</translation>
    </message>
    <message>
        <source>Coal market: {n} cubes, next costs {price}</source>
        <translation>煤炭市场：{n} 个，下一个 {price}</translation>
    </message>
    <message>
        <source>Iron market: {n} cubes, next costs {price}</source>
        <translation>钢铁市场：{n} 个，下一个 {price}</translation>
    </message>
    <message>
        <source>Once the market is empty, each cube costs {price}.</source>
        <translation>市场空了之后，每个方块 {price}。</translation>
    </message>
    <message>
        <source>Rule options: {list}</source>
        <translation>规则选项：{list}</translation>
    </message>
    <message>
        <source>Distant cotton market: closed for this era</source>
        <translation>海外棉花市场：本时代已关闭</translation>
    </message>
    <message>
        <source>Distant cotton market: {n} demand tiles in the stack</source>
        <translation>海外棉花市场：板块堆还有 {n} 个</translation>
    </message>
    <message>
        <source>Merchants, their beer ({n} barrels left) and its bonus</source>
        <translation>贸易商、他们的啤酒（还剩 {n} 桶）及奖励</translation>
    </message>
    <message>
        <source>Its beer barrel is there</source>
        <translation>啤酒桶还在</translation>
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
        <translation>收购棉花</translation>
    </message>
    <message>
        <source>buys manufactured goods</source>
        <translation>收购制造品</translation>
    </message>
    <message>
        <source>buys pottery</source>
        <translation>收购陶器</translation>
    </message>
    <message>
        <source>buys cotton, goods and pottery</source>
        <translation>收购棉花、制造品和陶器</translation>
    </message>
    <message>
        <source>buys nothing</source>
        <translation>不收购任何商品</translation>
    </message>
    <message>
        <source>free develop</source>
        <translation>免费发展</translation>
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
        <translation>{location}第 {number} 个贸易商</translation>
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
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
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
        <translation>谁坐这个位子：桌边的人，或某个难度的电脑（简单：看一个行动；中等：看整个回合；困难：看整个回合和其他人的回应）。</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>Moves at once</source>
        <translation>立即出手</translation>
    </message>
    <message>
        <source>Short pause after a move</source>
        <translation>每步后短暂停顿</translation>
    </message>
    <message>
        <source>Long pause after a move</source>
        <translation>每步后较长停顿</translation>
    </message>
    <message>
        <source>How long a computer's move stays marked on the map before the game goes on; a click or Space goes on at once.</source>
        <translation>电脑的走法在地图上标示多久才继续；点一下或按空格键立即继续。</translation>
    </message>
    <message>
        <source>Thinks briefly</source>
        <translation>电脑快速思考</translation>
    </message>
    <message>
        <source>Thinks normally</source>
        <translation>电脑正常思考</translation>
    </message>
    <message>
        <source>Thinks longer</source>
        <translation>电脑思考较久</translation>
    </message>
    <message>
        <source>How long a computer player may think before it moves: briefly weighs half as many positions as normally, longer twice as many. The same game and seed give the same moves at the same setting.</source>
        <translation>电脑玩家每步可思考多久：快速思考只衡量正常一半的局面，思考较久则衡量两倍。同一局游戏、同一随机种子、同一设置下，电脑的每一步都相同。</translation>
    </message>
    <message>
        <source>Hints (H)</source>
        <translation>提示（H）</translation>
    </message>
    <message>
        <source>Allow the Hint button: the hard computer player's three best moves for the person to move. Turn it off for competitive games.</source>
        <translation>允许使用提示按钮：困难电脑玩家为轮到的人找出三个最佳走法。比赛时请关闭。</translation>
    </message>
    <message>
        <source>Players use their phones</source>
        <translation>玩家使用自己的手机</translation>
    </message>
    <message>
        <source>Each person holds their hand on their own phone: the game opens Table › Players’ phones with a code per person seat (same network as this computer).</source>
        <translation>每位玩家在自己的手机上拿着手牌：游戏开始时会打开“牌桌 › 玩家的手机”，为每个由人玩的座位显示一个代码（手机须与这台电脑在同一个网络）。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>The same seed and names give the same shuffles and turn order.</source>
        <translation>相同的种子与玩家名称会得到相同的洗牌结果与回合顺序。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Free: undo back to the start (teaching)</source>
        <translation>自由：可悔棋到开局（教学）</translation>
    </message>
    <message>
        <source>Stops at the last reveal of a card or tile (table play)</source>
        <translation>只能悔到最后一次翻开卡牌或板块（正式对局）</translation>
    </message>
    <message>
        <source>Under “stops at the last reveal”, nobody can undo after drawing cards or turning a tile, so no one can look and then choose again.</source>
        <translation>选“只能悔到最后一次翻开”时，抽牌或翻开板块之后就不能悔棋，没有人能先看再重选。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>Original rules (defaults)</source>
        <translation>原版规则（默认）</translation>
    </message>
    <message>
        <source>2018 edition</source>
        <translation>2018 年版</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>默认：{value}</translation>
    </message>
    <message>
        <source>{help} {default}.</source>
        <translation>{help}{default}。</translation>
    </message>
    <message>
        <source>Disputed: {help} {default}.</source>
        <translation>有争议：{help}{default}。</translation>
    </message>
    <message>
        <source>The defaults follow the original 2007 rules. These points are disputed between the rule documents, Order of the Hammer and the 2018 edition; the note under each option says who says what.</source>
        <translation>默认值依照 2007 年的原版规则。以下各点在规则文件、Order of the Hammer 与 2018 年版之间有争议；每个选项下方的说明列出各方的说法。</translation>
    </message>
    <message>
        <source>The defaults follow the English rulebook of 2018. The points marked “disputed” are open questions the rulebook does not settle; the note under each option says who says what.</source>
        <translation>默认值依照 2018 年的英文规则书。标为“有争议”的是规则书没有明确规定的问题；每个选项下方的说明列出各方的说法。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>每位玩家都需要名字。</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>有两位玩家的名字相同。</translation>
    </message>
    <message>
        <source>The defaults are the decisions of this app's house set. The rule documents leave these points open; the note under each option says who says what.</source>
        <translation>默认值是本程序自定义板块组的决定。规则文件没有明确规定这些问题；每个选项下方的说明列出各方的说法。</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Industry card builds anywhere when your network has no matching space</source>
        <translation>运输网内没有相符空格时，工业牌可在任何地点建造</translation>
    </message>
    <message>
        <source>Debt with no tiles left to sell</source>
        <translation>欠款但已无板块可卖</translation>
    </message>
    <message>
        <source>Liverpool–Birkenhead virtual connection for industry cards</source>
        <translation>利物浦–伯特黑德虚拟连线适用于工业牌</translation>
    </message>
    <message>
        <source>Virtual connection also counts for building links</source>
        <translation>虚拟连线也可用于建造连接</translation>
    </message>
    <message>
        <source>Turn-order and final ties by income</source>
        <translation>以收入决定顺序平局与最终平局</translation>
    </message>
    <message>
        <source>Victory points of a level-1 cotton mill</source>
        <translation>等级 1 棉纺厂的胜利点数</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>牌库</translation>
    </message>
    <message>
        <source>Final tie-break after income and money</source>
        <translation>收入与金钱之后的最终平局判定</translation>
    </message>
    <message>
        <source>Income between the canal and rail eras</source>
        <translation>运河与铁路时代之间的收入</translation>
    </message>
    <message>
        <source>Introductory game: canal era only</source>
        <translation>入门玩法：只进行运河时代</translation>
    </message>
    <message>
        <source>Two players: 6-space coal and iron markets</source>
        <translation>两人游戏：煤炭与钢铁市场各 6 格</translation>
    </message>
    <message>
        <source>Manufacturer level IV: cost and income</source>
        <translation>等级 IV 制造厂：费用与收入</translation>
    </message>
    <message>
        <source>A sale that needs no beer may still take the merchant’s barrel and its bonus</source>
        <translation>不需要啤酒的出售仍可取用贸易商的啤酒桶并获得奖励</translation>
    </message>
    <message>
        <source>The free develop of Gloucester’s barrel may be declined</source>
        <translation>可以放弃格洛斯特啤酒桶的免费发展</translation>
    </message>
    <message>
        <source>The Kidderminster–Worcester link also scores the southern farm brewery</source>
        <translation>基德明斯特–伍斯特的连接也计算南边的农场酒厂</translation>
    </message>
    <message>
        <source>Canal era: overbuild another player’s mine or works where you already have a tile</source>
        <translation>运河时代：可在你已有板块的地点翻建其他玩家的煤矿或铁工厂</translation>
    </message>
    <message>
        <source>Introductory game: canal era only, with extra scoring</source>
        <translation>入门玩法：只进行运河时代，并有额外计分</translation>
    </message>
    <message>
        <source>The Chinese rule summary allows it; the Order of the Hammer site and the 2018 edition do not.</source>
        <translation>中文规则摘要允许；Order of the Hammer 网站与 2018 年版不允许。</translation>
    </message>
    <message>
        <source>The original rules are silent: Order of the Hammer lets money go negative, the 2018 edition takes 1 VP per £1 short.</source>
        <translation>原版规则没有说明：Order of the Hammer 让金钱变成负数，2018 年版则每缺 £1 扣 1 分。</translation>
    </message>
    <message>
        <source>Original rule; only an optional classic rule in the 2018 edition.</source>
        <translation>原版规则；在 2018 年版只是可选的经典规则。</translation>
    </message>
    <message>
        <source>No source says so; off by default.</source>
        <translation>没有任何来源这样规定；默认关闭。</translation>
    </message>
    <message>
        <source>The rule summary compares income levels; Order of the Hammer compares track spaces.</source>
        <translation>规则摘要比较收入等级；Order of the Hammer 比较收入轨上的格子。</translation>
    </message>
    <message>
        <source>3 in the original game, 5 in the 2018 edition.</source>
        <translation>原版为 3 分，2018 年版为 5 分。</translation>
    </message>
    <message>
        <source>Original: 66 cards with random removal; 2018 edition: fixed decks per player count.</source>
        <translation>原版：66 张牌并随机移除部分；2018 年版：依玩家人数使用固定牌库。</translation>
    </message>
    <message>
        <source>Original: the player earlier in turn order wins; 2018 edition: tied players share.</source>
        <translation>原版：回合顺序较前的玩家获胜；2018 年版：平局玩家共同获胜。</translation>
    </message>
    <message>
        <source>Original: paid after canal scoring; 2018 edition: before it. Matters only for debts.</source>
        <translation>原版：在运河时代计分之后支付；2018 年版：在计分之前。只影响欠款的情况。</translation>
    </message>
    <message>
        <source>The 2018 edition's short game for beginners.</source>
        <translation>2018 年版给新手的短版游戏。</translation>
    </message>
    <message>
        <source>The two-player rules say 8 cubes; Order of the Hammer uses 6-space markets.</source>
        <translation>两人规则写 8 个方块；Order of the Hammer 使用 6 格的市场。</translation>
    </message>
    <message>
        <source>The retail player mat and most programs print £8 and +6; the rulebook picture £14 and +7; later mat artwork £14 and +6.</source>
        <translation>零售版玩家图板与大多数程序印的是 £8 与 +6；规则书图片是 £14 与 +7；后来的图板美术是 £14 与 +6。</translation>
    </message>
    <message>
        <source>The rulebook takes the merchant’s barrel “as part of” the beer a tile needs, which suggests not; no source settles it.</source>
        <translation>规则书把贸易商的啤酒桶视为板块所需啤酒的“一部分”，似乎表示不行；没有来源明确规定。</translation>
    </message>
    <message>
        <source>The rulebook does not say whether a bonus may be refused; off: the develop is taken.</source>
        <translation>规则书没有说明能否拒绝奖励；关闭时：必须执行发展。</translation>
    </message>
    <message>
        <source>The link touches three places; the Tabletop Simulator module and other programs score the farm too, the rulebook is silent.</source>
        <translation>这条连接碰到三个地点；Tabletop Simulator 模组和其他程序也会计算农场酒厂，规则书没有说明。</translation>
    </message>
    <message>
        <source>It would give you two tiles in one place in the canal era; the rulebook is silent, so it is off by default.</source>
        <translation>这会让你在运河时代于同一地点拥有两个板块；规则书没有说明，所以默认关闭。</translation>
    </message>
    <message>
        <source>The rulebook’s short game: after canal scoring, £4 = 1 VP (at most 15), VP equal to your income, and your flipped level-2+ tiles score again.</source>
        <translation>规则书的短版游戏：运河时代计分后，每 £4 得 1 分（最多 15 分），再得与收入等级相同的分数，已翻面的等级 2 以上板块再计分一次。</translation>
    </message>
    <message>
        <source>Money goes negative</source>
        <translation>金钱变成负数</translation>
    </message>
    <message>
        <source>Lose 1 VP per £1 short</source>
        <translation>每缺 £1 扣 1 分</translation>
    </message>
    <message>
        <source>Income level</source>
        <translation>收入等级</translation>
    </message>
    <message>
        <source>Income track space</source>
        <translation>收入轨格子</translation>
    </message>
    <message>
        <source>Original (random removal)</source>
        <translation>原版（随机移除）</translation>
    </message>
    <message>
        <source>2018 edition (fixed decks)</source>
        <translation>2018 年版（固定牌库）</translation>
    </message>
    <message>
        <source>Earlier in turn order wins</source>
        <translation>回合顺序较前者获胜</translation>
    </message>
    <message>
        <source>Tied players share</source>
        <translation>平局玩家共同获胜</translation>
    </message>
    <message>
        <source>After canal scoring</source>
        <translation>运河时代计分之后</translation>
    </message>
    <message>
        <source>Before canal scoring</source>
        <translation>运河时代计分之前</translation>
    </message>
    <message>
        <source>£8, +6 income (player mat)</source>
        <translation>£8，收入 +6（玩家图板）</translation>
    </message>
    <message>
        <source>£14, +7 income (rulebook picture)</source>
        <translation>£14，收入 +7（规则书图片）</translation>
    </message>
    <message>
        <source>£14, +6 income (later artwork)</source>
        <translation>£14，收入 +6（后来的美术）</translation>
    </message>
    <message>
        <source>Bonus tiles are free</source>
        <translation>加分卡免费</translation>
    </message>
    <message>
        <source>Tiles in hand are open to everyone</source>
        <translation>手上板块公开</translation>
    </message>
    <message>
        <source>Bonus tiles also count technologies</source>
        <translation>加分卡也计算科技</translation>
    </message>
    <message>
        <source>The Chinese rule document prints a cost on bonus tiles; other sources build them free. House default: they cost their printed coins.</source>
        <translation>中文规则在加分卡上印有费用；其他来源免费建造。本套默认：付印价。</translation>
    </message>
    <message>
        <source>Tiles are won in open auctions, so the house set keeps hands open; off: hidden behind the hand-over screen.</source>
        <translation>板块在公开拍卖中取得，所以本套默认手牌公开；关闭：藏在交接画面后。</translation>
    </message>
    <message>
        <source>The rule document counts every own built tile showing the symbol; reviews count factories only.</source>
        <translation>规则文件计算自己每个带该图标的已建板块；评论只算工厂。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>a tie on points, broken by higher income</source>
        <translation>分数平局，收入较高者胜</translation>
    </message>
    <message>
        <source>a tie on points and income, broken by more money</source>
        <translation>分数与收入平局，金钱较多者胜</translation>
    </message>
    <message>
        <source>a tie on points, income and money, broken by turn order</source>
        <translation>分数、收入与金钱都平局，由回合顺序决定</translation>
    </message>
    <message>
        <source>a tie on points, broken by more built tiles</source>
        <translation>分数平局，已建板块较多者胜</translation>
    </message>
    <message>
        <source>a tie on points and built tiles, broken by more coins</source>
        <translation>分数与已建板块平局，金钱较多者胜</translation>
    </message>
    <message>
        <source>most victory points</source>
        <translation>胜利点数最多</translation>
    </message>
    <message>
        <source>a complete tie: the victory is shared</source>
        <translation>完全平局：共同获胜</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>it is time for a normal action</source>
        <translation>现在是一般行动的时候</translation>
    </message>
    <message>
        <source>finish the Sell action first (sell another tile or stop)</source>
        <translation>请先完成出售行动（再出售一个板块或停止出售）</translation>
    </message>
    <message>
        <source>a player must first sell tiles to pay a debt</source>
        <translation>有玩家必须先卖出板块来偿还欠款</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>游戏已经结束</translation>
    </message>
    <message>
        <source>it is the auction</source>
        <translation>现在是拍卖阶段</translation>
    </message>
    <message>
        <source>it is the building phase</source>
        <translation>现在是建造阶段</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <source>Money</source>
        <translation>金钱</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Industry tiles left</source>
        <translation>剩余工业板块</translation>
    </message>
    <message>
        <source>Link tiles left</source>
        <translation>剩余连线板块</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>金钱（元）</translation>
    </message>
    <message>
        <source>Tiles built</source>
        <translation>已建板块</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>正在连接到牌桌…</translation>
    </message>
    <message>
        <source>Not connected. Trying again…</source>
        <translation>尚未连接，正在重试…</translation>
    </message>
    <message>
        <source>This seat’s code is not valid any more. Scan the seat’s new QR code.</source>
        <translation>这个座位的代码已失效。请扫描这个座位的新二维码。</translation>
    </message>
    <message>
        <source>The table was closed on the computer.</source>
        <translation>电脑上的牌桌已关闭。</translation>
    </message>
    <message>
        <source>Watching the table</source>
        <translation>观看牌桌</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>轮到 {name}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
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
        <translation>你现在可以做的事</translation>
    </message>
    <message>
        <source>Nothing to do until your turn.</source>
        <translation>轮到你之前没有可做的事。</translation>
    </message>
    <message>
        <source>Pay with</source>
        <translation>支付方式</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Undo my last action</source>
        <translation>撤销我上一个行动</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>No hints can be asked now.</source>
        <translation>现在无法要求提示。</translation>
    </message>
    <message>
        <source>{name}’s phone is away: the table waits, or plays that seat on the laptop.</source>
        <translation>{name}的手机已离线：牌桌等待，或在笔记本电脑上代玩这个座位。</translation>
    </message>
    <message>
        <source>Not allowed:</source>
        <translation>不允许：</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>第 {round} 轮</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>胜者：{names}</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Players’ phones</source>
        <translation>玩家的手机</translation>
    </message>
    <message>
        <source>Network address:</source>
        <translation>网络地址：</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>观众</translation>
    </message>
    <message>
        <source>Take seat back</source>
        <translation>收回座位</translation>
    </message>
    <message>
        <source>This computer is on no network a phone could reach.</source>
        <translation>这台电脑不在手机可以连上的网络中。</translation>
    </message>
    <message>
        <source>The phones’ server cannot start on this address.</source>
        <translation>手机服务器无法在这个地址启动。</translation>
    </message>
    <message>
        <source>Each player scans their own code on a phone on the same network. Anyone who sees a code can take that seat: take it back if needed.</source>
        <translation>每位玩家用同一网络上的手机扫描自己的代码。看到代码的人都能坐上那个座位：必要时请收回座位。</translation>
    </message>
    <message>
        <source>The phones’ server is stopped.</source>
        <translation>手机服务器已停止。</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>已连接 %n 部手机</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhonesWall</name>
    <message>
        <source>{player}’s phone is away.</source>
        <translation>{player}的手机已离线。</translation>
    </message>
    <message>
        <source>{player} plays on the laptop until it is back.</source>
        <translation>手机回来之前，{player}在笔记本电脑上玩。</translation>
    </message>
    <message>
        <source>Wait for the phone</source>
        <translation>等待手机</translation>
    </message>
    <message>
        <source>The game waits for {player}’s phone.</source>
        <translation>游戏正在等待{player}的手机。</translation>
    </message>
    <message>
        <source>Play on the laptop</source>
        <translation>在笔记本电脑上玩</translation>
    </message>
    <message>
        <source>{player} plays on their phone.</source>
        <translation>{player}正在用手机玩。</translation>
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
        <translation>第 {n} 位</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金钱</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>已花费</translation>
    </message>
    <message>
        <source>Money spent this round; the least spent plays first next round</source>
        <translation>本轮花费的金钱；花得最少的玩家下一轮先行动</translation>
    </message>
    <message>
        <source>▶ playing · {turn}</source>
        <translation>▶ 行动中 · {turn}</translation>
    </message>
    <message>
        <source>{level} (track space {space})</source>
        <translation>{level}（收入轨第 {space} 格）</translation>
    </message>
    <message>
        <source>{links} link tiles · {cards} cards</source>
        <translation>连接板块 {links} · 手牌 {cards} 张</translation>
    </message>
    <message>
        <source>Spent this round: {spent}</source>
        <translation>本轮已花费：{spent}</translation>
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
        <translation>{level}·发展·剩{left}</translation>
    </message>
    <message>
        <source>{level} {cost} · {left} left</source>
        <translation>{level} {cost}·剩{left}</translation>
    </message>
    <message>
        <source>{industry}: no tiles left</source>
        <translation>{industry}：没有板块了</translation>
    </message>
    <message>
        <source>{industry}: the next tile is level {level}; it cannot be built, remove it with Develop. {left} tiles left.</source>
        <translation>{industry}：下一个板块是等级 {level}，不能建造，请用发展行动移除。还剩 {left} 个板块。</translation>
    </message>
    <message>
        <source>{industry}: next tile level {level}, costs {cost}, needs {coal} coal and {iron} iron, scores {vp} VP when flipped. {left} tiles left.</source>
        <translation>{industry}：下一个板块等级 {level}，费用 {cost}，需要 {coal} 个煤炭和 {iron} 个钢铁，翻面后得 {vp} 分。还剩 {left} 个板块。</translation>
    </message>
    <message>
        <source>Selling it takes {beer} beer.</source>
        <translation>出售它需要 {beer} 个啤酒。</translation>
    </message>
    <message>
        <source>It has a lightbulb: it cannot be developed, only built.</source>
        <translation>它有烧瓶图标：不能用发展移除，只能建造。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Next tile of each industry: level, cost, tiles left; point at one for the coal and iron it needs</source>
        <translation>各产业的下一个板块：等级、费用、剩余数量；指向其中一个可看它需要的煤炭和钢铁</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>The tile sells for {gain}; you will then have {after} to pay {debt}.</source>
        <translation>这个板块可卖得 {gain}；之后你将有 {after} 来支付 {debt}。</translation>
    </message>
    <message>
        <source>tile {money}</source>
        <translation>板块 {money}</translation>
    </message>
    <message>
        <source>link {money}</source>
        <translation>连接 {money}</translation>
    </message>
    <message>
        <source>coal {money}</source>
        <translation>煤炭 {money}</translation>
    </message>
    <message>
        <source>iron {money}</source>
        <translation>钢铁 {money}</translation>
    </message>
    <message>
        <source>Cost {cost} ({split}); you will have {after}.</source>
        <translation>费用 {cost}（{split}）；之后你还有 {after}。</translation>
    </message>
    <message>
        <source>Cost {cost}; you will have {after}.</source>
        <translation>费用 {cost}；之后你还有 {after}。</translation>
    </message>
    <message>
        <source>You will have {after}.</source>
        <translation>之后你将有 {after}。</translation>
    </message>
    <message>
        <source>Coal from: {sources}.</source>
        <translation>煤炭来源：{sources}。</translation>
    </message>
    <message>
        <source>Iron from: {sources}.</source>
        <translation>钢铁来源：{sources}。</translation>
    </message>
    <message>
        <source>Beer from: {sources}.</source>
        <translation>啤酒来源：{sources}。</translation>
    </message>
    <message>
        <source>Sells {cubes} {resource} to the market at once for {money}.</source>
        <translation>立即卖 {cubes} 个{resource}到市场，获得 {money}。</translation>
    </message>
    <message>
        <source>Once flipped: {vp} VP, income +{spaces} spaces.</source>
        <translation>翻面后：计 {vp} 分，收入前进 {spaces} 格。</translation>
    </message>
    <message>
        <source>Income {before} → {after} a round ({levels} levels up).</source>
        <translation>每轮收入 {before} → {after}（上升 {levels} 级）。</translation>
    </message>
    <message>
        <source>Income {before} → {after} a round ({levels} levels down).</source>
        <translation>每轮收入 {before} → {after}（下降 {levels} 级）。</translation>
    </message>
    <message>
        <source>Distant market: demand +{demand} now; {failing} of {total} tiles end the sale ({percent} %).</source>
        <translation>海外市场：目前需求 +{demand}；{total} 个板块中有 {failing} 个会令出售失败（{percent} %）。</translation>
    </message>
    <message>
        <source>If it sells: income {low} to {high} a round.</source>
        <translation>若出售成功：每轮收入 {low} 至 {high}。</translation>
    </message>
    <message>
        <source>If it sells: income {low} a round.</source>
        <translation>若出售成功：每轮收入 {low}。</translation>
    </message>
    <message>
        <source>You score {vp} VP now.</source>
        <translation>你现在得 {vp} 分。</translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation>你将获得：{cards}。</translation>
    </message>
    <message>
        <source>Merchant bonus: {bonus}.</source>
        <translation>贸易商奖励：{bonus}。</translation>
    </message>
    <message>
        <source>Your {industry} in {slot} flips: {vp} VP, income +{spaces} spaces.</source>
        <translation>你在{slot}的{industry}翻面：计 {vp} 分，收入前进 {spaces} 格。</translation>
    </message>
    <message>
        <source>{owner}’s {industry} in {slot} flips: {vp} VP and income +{spaces} spaces for {owner}.</source>
        <translation>{owner} 在{slot}的{industry}翻面：{owner} 计 {vp} 分，收入前进 {spaces} 格。</translation>
    </message>
    <message>
        <source>If it sells, your {industry} in {slot} flips: {vp} VP, income +{spaces} spaces.</source>
        <translation>若出售成功，你在{slot}的{industry}翻面：计 {vp} 分，收入前进 {spaces} 格。</translation>
    </message>
    <message>
        <source>If it sells, {owner}’s {industry} in {slot} flips: {vp} VP and income +{spaces} spaces for {owner}.</source>
        <translation>若出售成功，{owner} 在{slot}的{industry}翻面：{owner} 计 {vp} 分，收入前进 {spaces} 格。</translation>
    </message>
    <message>
        <source>Your level-{level} {industry} in {slot} is built over.</source>
        <translation>你在{slot}的等级 {level} {industry}被翻建。</translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} is built over.</source>
        <translation>{owner} 在{slot}的等级 {level} {industry}被翻建。</translation>
    </message>
    <message>
        <source>Your level-{level} {industry} in {slot} leaves the board.</source>
        <translation>你在{slot}的等级 {level} {industry}离开图板。</translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} leaves the board.</source>
        <translation>{owner} 在{slot}的等级 {level} {industry}离开图板。</translation>
    </message>
    <message>
        <source>{player} receives {money}.</source>
        <translation>{player} 获得 {money}。</translation>
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
        <translation>现在不能这样做：{phase}。</translation>
    </message>
    <message>
        <source>The card “{card}” is not in your hand.</source>
        <translation>“{card}”这张牌不在你的手牌中。</translation>
    </message>
    <message>
        <source>A double build uses both actions of a turn, and you have only one action left.</source>
        <translation>组合建造需要用掉一个回合的两个行动，而你只剩一个行动。</translation>
    </message>
    <message>
        <source>There is no such space on the map.</source>
        <translation>地图上没有这个空格。</translation>
    </message>
    <message>
        <source>There is no such industry.</source>
        <translation>没有这种工业。</translation>
    </message>
    <message>
        <source>{slot} has no {industry} icon.</source>
        <translation>{slot}没有{industry}图案。</translation>
    </message>
    <message>
        <source>You have no {industry} tiles left.</source>
        <translation>你已经没有{industry}板块了。</translation>
    </message>
    <message>
        <source>Your next {industry} is level 0: it can never be built, only removed with Develop.</source>
        <translation>你的下一个{industry}是等级 0：永远不能建造，只能用发展行动移除。</translation>
    </message>
    <message>
        <source>Your next {industry} is level {level}, which cannot be built in the {era}.</source>
        <translation>你的下一个{industry}是等级 {level}，不能在{era}建造。</translation>
    </message>
    <message>
        <source>Nothing can be built in {location} in the {era}.</source>
        <translation>{era}不能在{location}建造任何东西。</translation>
    </message>
    <message>
        <source>This space is taken by {owner}’s {industry}.</source>
        <translation>这个空格已经有 {owner} 的{industry}。</translation>
    </message>
    <message>
        <source>Overbuilding needs a higher level: yours would be level {level}, the tile there is level {existing}.</source>
        <translation>翻建需要更高的等级：你的是等级 {level}，那里的板块是等级 {existing}。</translation>
    </message>
    <message>
        <source>You can only overbuild a tile of the same industry.</source>
        <translation>只能翻建同类型的工业板块。</translation>
    </message>
    <message>
        <source>Another player’s {resource_tile} may be replaced only when no {resource} is left anywhere: there are {board} on the board and {market} in the market.</source>
        <translation>只有在任何地方都没有{resource}时，才能翻建其他玩家的{resource_tile}：图板上还有 {board} 个，市场上还有 {market} 个。</translation>
    </message>
    <message>
        <source>In the canal era you may have only one industry tile in {location}.</source>
        <translation>运河时代你在{location}只能有一个工业板块。</translation>
    </message>
    <message>
        <source>In {location} a {industry} must go in the space that shows only its icon ({slot}) first.</source>
        <translation>在{location}，{industry}必须先建在只有它图案的空格（{slot}）。</translation>
    </message>
    <message>
        <source>The {card} card builds only in {card}, not in {location}.</source>
        <translation>{card}牌只能在{card}建造，不能在{location}。</translation>
    </message>
    <message>
        <source>The {card} card builds only a {card_industry}, not a {industry}.</source>
        <translation>{card}牌只能建造{card_industry}，不能建造{industry}。</translation>
    </message>
    <message>
        <source>{location} is not in your network: an industry card builds only where your links reach or where you already have a tile.</source>
        <translation>{location}不在你的运输网内：工业牌只能在你的连接板块连到的地点，或你已经有板块的地点建造。</translation>
    </message>
    <message>
        <source>No coal reaches {location}: no connected coal mine has coal, and there is no connection to a port or an outside town to buy from the market.</source>
        <translation>没有煤炭能送到{location}：相连的煤矿都没有煤炭，也没有连到港口或外部地区可以向市场购买。</translation>
    </message>
    <message>
        <source>Coal must come from the nearest connected coal mine that has coal.</source>
        <translation>煤炭必须取自最近的、相连且有煤炭的煤矿。</translation>
    </message>
    <message>
        <source>Iron must come from iron works on the board while any have iron; only then from the market.</source>
        <translation>只要图板上还有钢铁，就必须先从铁工厂取得；没有时才能向市场购买。</translation>
    </message>
    <message>
        <source>This costs {cost}, and you have only {money}.</source>
        <translation>这要花费 {cost}，而你只有 {money}。</translation>
    </message>
    <message>
        <source>The rules give a choice of where the {resource} comes from here: choose one.</source>
        <translation>规则在此允许选择{resource}的来源：请选择一个。</translation>
    </message>
    <message>
        <source>There is no choice of where the {resource} comes from here: leave the source out.</source>
        <translation>此处{resource}的来源没有选择：请不要指定来源。</translation>
    </message>
    <message>
        <source>This is the same move written in another order; the referee lists it only once.</source>
        <translation>这是以另一种顺序写出的同一行动；裁判只列出一次。</translation>
    </message>
    <message>
        <source>There is no such line on the map.</source>
        <translation>地图上没有这条路线。</translation>
    </message>
    <message>
        <source>{line} cannot take a link in the {era}.</source>
        <translation>{era}不能在 {line} 建造连接。</translation>
    </message>
    <message>
        <source>{owner} already has a link on {line}.</source>
        <translation>{owner} 已经在 {line} 建了连接。</translation>
    </message>
    <message>
        <source>You cannot place two links on the same line.</source>
        <translation>不能在同一条路线上放两个连接板块。</translation>
    </message>
    <message>
        <source>You cannot build {count} links in one action in the {era}.</source>
        <translation>{era}不能在一个行动中建造 {count} 条连接。</translation>
    </message>
    <message>
        <source>You have only {left} link tiles left.</source>
        <translation>你只剩 {left} 个连接板块。</translation>
    </message>
    <message>
        <source>{line} does not touch your network.</source>
        <translation>{line} 没有连到你的运输网。</translation>
    </message>
    <message>
        <source>Develop removes one or two tiles.</source>
        <translation>发展行动可移除一或两个板块。</translation>
    </message>
    <message>
        <source>That is not one of your cotton mills.</source>
        <translation>那不是你的棉纺厂。</translation>
    </message>
    <message>
        <source>That cotton mill has already sold its cotton.</source>
        <translation>那座棉纺厂已经卖出棉花了。</translation>
    </message>
    <message>
        <source>There is no port there to sell to.</source>
        <translation>那里没有可以出售的港口。</translation>
    </message>
    <message>
        <source>That port has already shipped cotton.</source>
        <translation>那个港口已经运出过棉花了。</translation>
    </message>
    <message>
        <source>That port is not connected to your mill.</source>
        <translation>那个港口没有连到你的棉纺厂。</translation>
    </message>
    <message>
        <source>The distant cotton market is closed for the rest of the era.</source>
        <translation>海外棉花市场在本时代剩下的时间都已关闭。</translation>
    </message>
    <message>
        <source>The mill has no connection to a port or an outside town, so it cannot sell overseas.</source>
        <translation>这座棉纺厂没有连到港口或外部地区，所以不能卖到海外市场。</translation>
    </message>
    <message>
        <source>A loan is £10, £20 or £30.</source>
        <translation>贷款金额只能是 £10、£20 或 £30。</translation>
    </message>
    <message>
        <source>This loan would take your income below −£10.</source>
        <translation>这笔贷款会让你的收入低于 −£10。</translation>
    </message>
    <message>
        <source>No more loans: in the rail era loans end when the draw pile is empty.</source>
        <translation>不能再贷款：铁路时代抽牌堆用完后就不能贷款。</translation>
    </message>
    <message>
        <source>You can only sell your own tiles.</source>
        <translation>你只能卖出自己的板块。</translation>
    </message>
    <message>
        <source>You have no cotton mill that can still sell.</source>
        <translation>你没有还能出售棉花的棉纺厂。</translation>
    </message>
    <message>
        <source>No card in your hand can build in {location}: you need its location card, a card of the industry (in your network) or a wild card.</source>
        <translation>你手上没有卡牌能在 {location} 建造：需要该地点牌、该工厂的工业牌（位于你的网络内）或万用牌。</translation>
    </message>
    <message>
        <source>{slot} is worth £0 when sold: it cannot pay the shortfall and stays on the board.</source>
        <translation>{slot} 卖出只值 £0：无法用来偿还欠款，留在图板上。</translation>
    </message>
    <message>
        <source>{slot} needs {need} beer, and none can be had: not from a brewery of yours, not from a connected brewery of another player, not from the merchant’s barrel.</source>
        <translation>{slot}需要 {need} 个啤酒，但无从取得：你的啤酒厂没有，相连的其他玩家啤酒厂没有，贸易商的啤酒桶也没有。</translation>
    </message>
    <message>
        <source>That beer cannot be used: take it from your own brewery, from another player’s brewery connected to the tile, or from the barrel of the merchant you sell to.</source>
        <translation>不能使用那个啤酒：请从你自己的啤酒厂、与板块相连的其他玩家啤酒厂，或你出售对象贸易商的啤酒桶取得。</translation>
    </message>
    <message>
        <source>Your level-{level} {industry} has a lightbulb: it can only be built, never developed.</source>
        <translation>你的等级 {level} {industry}有烧瓶图标：只能建造，不能用发展移除。</translation>
    </message>
    <message>
        <source>Only your own cotton mills, manufacturers and potteries can be sold.</source>
        <translation>只能出售你自己的棉花厂、制造厂和陶器厂。</translation>
    </message>
    <message>
        <source>There is no merchant tile there.</source>
        <translation>那里没有贸易商板块。</translation>
    </message>
    <message>
        <source>That merchant in {location} does not buy a {industry}.</source>
        <translation>{location}的那个贸易商不收购{industry}的商品。</translation>
    </message>
    <message>
        <source>{slot} is not connected to {location}.</source>
        <translation>{slot}没有连到{location}。</translation>
    </message>
    <message>
        <source>The merchant’s free develop must remove one of these tiles: {options}.</source>
        <translation>贸易商的免费发展必须移除以下其中一个板块：{options}。</translation>
    </message>
    <message>
        <source>You cannot scout while you hold a wild card ({card}).</source>
        <translation>手上有万用牌（{card}）时不能侦察。</translation>
    </message>
    <message>
        <source>Scouting discards exactly three cards, not {count}.</source>
        <translation>侦察必须刚好弃掉三张牌，而不是 {count} 张。</translation>
    </message>
    <message>
        <source>You have nothing on the board yet: build an industry before your first link.</source>
        <translation>你在图板上还没有任何板块：请先建造工业，再建第一条连接。</translation>
    </message>
    <message>
        <source>The second rail needs {need} beer from a brewery: one of yours, or another player’s connected to {line}. Merchant barrels do not count.</source>
        <translation>第二条铁路需要来自啤酒厂的 {need} 个啤酒：你自己的，或与{line}相连的其他玩家的啤酒厂。贸易商的啤酒桶不算。</translation>
    </message>
    <message>
        <source>No coal reaches {location}: no connected coal mine has coal, and there is no connection to a merchant to buy from the market.</source>
        <translation>没有煤炭能送到{location}：相连的煤矿都没有煤炭，也没有连到贸易商可以向市场购买。</translation>
    </message>
    <message>
        <source>A loan is always £30.</source>
        <translation>每次贷款固定为 £30。</translation>
    </message>
    <message>
        <source>That tile has already been sold.</source>
        <translation>那个板块已经出售过了。</translation>
    </message>
    <message>
        <source>You have no unsold cotton mill, manufacturer or pottery.</source>
        <translation>你没有尚未出售的棉花厂、制造厂或陶器厂。</translation>
    </message>
    <message>
        <source>No line is open to you in the {era}: every line that touches your network already has a link or takes none in this era.</source>
        <translation>{era}没有你能建造的路线：连到你运输网的每条路线都已有连接，或在这个时代不能建造。</translation>
    </message>
    <message>
        <source>No coal reaches any of the lines you could build a rail on.</source>
        <translation>你能建造铁路的路线，没有一条能取得煤。</translation>
    </message>
    <message>
        <source>No coal reaches {count} of the lines you could build a rail on.</source>
        <translation>你能建造铁路的路线中，有 {count} 条取得不到煤。</translation>
    </message>
    <message>
        <source>The cheapest link you could build costs {cost}, and you have only {money}.</source>
        <translation>你能建造的连接最便宜也要 {cost}，而你只有 {money}。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已经结束。</translation>
    </message>
    <message>
        <source>It is {player}’s decision now.</source>
        <translation>现在轮到 {player} 决定。</translation>
    </message>
    <message>
        <source>This action is incomplete ({field}).</source>
        <translation>这个行动还不完整（{field}）。</translation>
    </message>
    <message>
        <source>“{tile}” is not in your hand.</source>
        <translation>“{tile}”不在你手上。</translation>
    </message>
    <message>
        <source>“{tile}” is already up for auction: bid, pass, sell or keep first.</source>
        <translation>“{tile}”正在拍卖：请先出价、放弃、卖出或留下。</translation>
    </message>
    <message>
        <source>“{tile}” is not one of the revealed tiles.</source>
        <translation>“{tile}”不是翻开的板块。</translation>
    </message>
    <message>
        <source>No tile is up for auction yet: the auctioneer puts one up first.</source>
        <translation>还没有板块在拍卖：拍卖者要先选一张拍卖。</translation>
    </message>
    <message>
        <source>The auctioneer does not bid on their own tile.</source>
        <translation>拍卖者不能对自己拍卖的板块出价。</translation>
    </message>
    <message>
        <source>A bid of {bid} is too low: bid at least {minimum}.</source>
        <translation>出价 {bid} 太低：至少要出 {minimum}。</translation>
    </message>
    <message>
        <source>You cannot bid {bid}: you have {coins}.</source>
        <translation>你不能出价 {bid}：你只有 {coins}。</translation>
    </message>
    <message>
        <source>Only the auctioneer, {auctioneer}, sells or keeps the tile.</source>
        <translation>只有拍卖者 {auctioneer} 能卖出或留下板块。</translation>
    </message>
    <message>
        <source>Nobody has bid: the auctioneer must keep the tile.</source>
        <translation>没有人出价：拍卖者必须留下板块。</translation>
    </message>
    <message>
        <source>“{tile}” is a raw material: it is spent or exchanged, never built.</source>
        <translation>“{tile}”是原料：只能使用或换钱，不能建造。</translation>
    </message>
    <message>
        <source>You have already built a {kind} this turn.</source>
        <translation>你这一轮已经建造过{kind}了。</translation>
    </message>
    <message>
        <source>The tile needs {needed} resources; {given} sources were given.</source>
        <translation>这个板块需要 {needed} 个资源，却给了 {given} 个来源。</translation>
    </message>
    <message>
        <source>“{source}” is not a way to get {resource}.</source>
        <translation>“{source}”无法取得{resource}。</translation>
    </message>
    <message>
        <source>You have not built the factory that produces {resource}.</source>
        <translation>你没有建造生产{resource}的工厂。</translation>
    </message>
    <message>
        <source>You have no raw material tile of {resource}.</source>
        <translation>你没有{resource}的原料板块。</translation>
    </message>
    <message>
        <source>No other player has built the factory that produces {resource}.</source>
        <translation>没有其他玩家建造生产{resource}的工厂。</translation>
    </message>
    <message>
        <source>The bank no longer sells {resource}: {owner} has built its factory.</source>
        <translation>银行不再出售{resource}：{owner} 已建造它的工厂。</translation>
    </message>
    <message>
        <source>The bank sells {resource} only from epoch {epoch} on.</source>
        <translation>银行从第 {epoch} 时代起才出售{resource}。</translation>
    </message>
    <message>
        <source>This costs {cost}; you have {coins}.</source>
        <translation>这需要 {cost}；你只有 {coins}。</translation>
    </message>
    <message>
        <source>Only raw material tiles can be exchanged for a coin; “{tile}” is not one.</source>
        <translation>只有原料板块能换成 1 元钱；“{tile}”不是原料。</translation>
    </message>
    <message>
        <source>It is {player}’s turn now: this may only be done when the rules allow it at any time.</source>
        <translation>现在轮到{player}：只有规则允许随时进行的行动，才能在此时做。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>没有可以悔棋的行动。</translation>
    </message>
    <message>
        <source>Undo stops here: this action revealed a card or a tile, and this game’s undo stops at the last reveal.</source>
        <translation>悔棋到此为止：这个行动翻开了卡牌或板块，而本局只能悔到最后一次翻开。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>没有可以重做的行动。</translation>
    </message>
    <message>
        <source>Not allowed ({code}).</source>
        <translation>不允许（{code}）。</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>The file is not a game record (it is not JSON).</source>
        <translation>这个文件不是游戏记录（不是 JSON）。</translation>
    </message>
    <message>
        <source>The file is not a Brass Desktop game record.</source>
        <translation>这个文件不是 Brass Desktop 的游戏记录。</translation>
    </message>
    <message>
        <source>The record is in format version {version}; this app reads versions up to {supported}.</source>
        <translation>这份记录的格式版本是 {version}；本程序只能读取到版本 {supported}。</translation>
    </message>
    <message>
        <source>The record has no setup.</source>
        <translation>这份记录没有开局设置。</translation>
    </message>
    <message>
        <source>The record has fields this app does not know: {fields}.</source>
        <translation>记录中有本程序不认识的字段：{fields}。</translation>
    </message>
    <message>
        <source>The record is of a game this app does not know ({game}).</source>
        <translation>这份记录属于本程序不认识的游戏（{game}）。</translation>
    </message>
    <message>
        <source>The record’s setup is damaged: {problem}</source>
        <translation>这份记录的开局设置已损坏：{problem}</translation>
    </message>
    <message>
        <source>The record has no list of actions.</source>
        <translation>这份记录没有行动列表。</translation>
    </message>
    <message>
        <source>Action {number} of the record is damaged.</source>
        <translation>记录中的第 {number} 个行动已损坏。</translation>
    </message>
    <message>
        <source>Action {number} of the record is not allowed: {why}</source>
        <translation>记录中的第 {number} 个行动不合规则：{why}</translation>
    </message>
    <message>
        <source>Action {number} of the record could not be replayed.</source>
        <translation>记录中的第 {number} 个行动无法重播。</translation>
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
        <translation>|◀ 开头</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>游戏开始时（Home）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>退回一个行动（←）</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>One action on (Right)</source>
        <translation>前进一个行动（→）</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>最后 ▶|</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>记录的结尾（End）</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>从这里继续</translation>
    </message>
    <message>
        <source>Start a new game from this moment; the record is kept</source>
        <translation>从这一刻开始一局新游戏；原记录保留不变</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Log (click an entry to go to the moment after it)</source>
        <translation>记录（点击一项，跳到它之后的时刻）</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <source>Action {step} of {total}</source>
        <translation>第 {step} 个行动，共 {total} 个</translation>
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
        <translation>钢铁</translation>
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
        <translation>付 {amount}：不足 {short}，须先卖出板块</translation>
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
        <translation>计分的连接：{links} · 已翻面板块：{tiles}</translation>
    </message>
    <message>
        <source>({n} of {count})</source>
        <translation>（第 {n} 项，共 {count} 项）</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>继续（Enter）</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>撤销（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Every canal scores the link points at both its ends (flipped tiles, printed rings or merchants) and every flipped industry tile scores its VP; then the canals and the level-1 tiles leave the board.</source>
        <translation>每条运河得到两端的连接分数（已翻面板块、印在地图上的圆环或贸易商），每个已翻面的工业板块得到它的分数；之后运河与等级 1 的板块离开地图。</translation>
    </message>
    <message>
        <source>Every rail link scores the link points at both its ends (flipped tiles, printed rings or merchants) and every flipped industry tile scores its VP; then the game ends.</source>
        <translation>每条铁路得到两端的连接分数（已翻面板块、印在地图上的圆环或贸易商），每个已翻面的工业板块得到它的分数；之后游戏结束。</translation>
    </message>
    <message>
        <source>Review: income is about to be paid</source>
        <translation>回顾：即将支付收入</translation>
    </message>
    <message>
        <source>Review: the {era} is about to be scored</source>
        <translation>回顾：{era}即将计分</translation>
    </message>
</context>
<context>
    <name>RuleLinks</name>
    <message>
        <source>Rule {rule}</source>
        <translation>规则 {rule}</translation>
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
        <translation>规则参考</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Map symbols</source>
        <translation>地图符号(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>键盘与鼠标(&amp;K)</translation>
    </message>
    <message>
        <source>Search the rules (words or a rule number)</source>
        <translation>搜索规则（文字或规则编号）</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>符号</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>{n} rules found</source>
        <translation>找到 {n} 条规则</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Lancashire: the canal era is about to be scored</source>
        <translation>兰开夏：运河时代即将计分</translation>
    </message>
    <message>
        <source>Birmingham: the canal era is about to be scored</source>
        <translation>伯明翰：运河时代即将计分</translation>
    </message>
    <message>
        <source>Lancashire: income is due and a player cannot pay</source>
        <translation>兰开夏：即将发放收入，有玩家付不出钱</translation>
    </message>
    <message>
        <source>Birmingham: income is due and a player cannot pay</source>
        <translation>伯明翰：即将发放收入，有玩家付不出钱</translation>
    </message>
    <message>
        <source>Lancashire: a sale to the distant market</source>
        <translation>兰开夏：向海外市场出售棉花</translation>
    </message>
    <message>
        <source>Lancashire: a turn that builds two rails</source>
        <translation>兰开夏：一次建造两段铁路</translation>
    </message>
    <message>
        <source>Birmingham: a turn that builds two rails</source>
        <translation>伯明翰：一次建造两段铁路</translation>
    </message>
    <message>
        <source>Industria: an auction with bids made: sell or keep?</source>
        <translation>工业时代：已有人出价的拍卖——卖出还是留下？</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>{winners} win by {how}.</source>
        <translation>{winners} 获胜（{how}）。</translation>
    </message>
    <message>
        <source>{winners} wins by {how}.</source>
        <translation>{winners} 获胜（{how}）。</translation>
    </message>
    <message>
        <source>Press Enter to reveal the first scores.</source>
        <translation>按 Enter 揭晓第一批分数。</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>目前排名</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <source>Step {n} of {count}: {name}</source>
        <translation>第 {n} 步，共 {count} 步：{name}</translation>
    </message>
    <message>
        <source>Only flipped industry tiles score their VP.</source>
        <translation>只有已翻面的工业板块才能得分。</translation>
    </message>
    <message>
        <source>At the end of the game every full £10 is worth 1 VP.</source>
        <translation>游戏结束时，每满 £10 得 1 分。</translation>
    </message>
    <message>
        <source>Introductory game: every £4 is worth 1 VP (at most 15), your income level is worth its VP, and flipped tiles of level 2 or more score again.</source>
        <translation>入门玩法：每 £4 得 1 分（最多 15 分），收入等级换成相同的分数，已翻面的等级 2 以上板块再计分一次。</translation>
    </message>
    <message>
        <source>The links and the level-1 tiles now leave the board; the next era begins.</source>
        <translation>连接与等级 1 的板块现在离开地图；下一个时代开始。</translation>
    </message>
    <message>
        <source>Earlier VP: the points each player had before this scoring.</source>
        <translation>先前分数：每位玩家在这次计分之前已有的分数。</translation>
    </message>
    <message>
        <source>Earlier VP</source>
        <translation>先前分数</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Industries</source>
        <translation>工业</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金钱</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Money (£4 = 1)</source>
        <translation>金钱（£4 = 1 分）</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Tiles again</source>
        <translation>板块再计分</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Scoring at the end of the {era}</source>
        <translation>{era}结束计分</translation>
    </message>
    <message>
        <source>Reveal next</source>
        <translation>揭晓下一位</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>全部揭晓</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>查看结果</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Links score 1 VP for each flipped tile at either end, plus the printed rings of outside towns.</source>
        <translation>每条连接的两端每有一个已翻面的板块得 1 分，外部地区印有的金环也计分。</translation>
    </message>
    <message>
        <source>Links score 1 VP for each link icon in every place they touch: the icons of flipped tiles there, and 2 at a merchant.</source>
        <translation>每条连接在它连到的每个地点，每有一个连接图标得 1 分：已翻面板块上的图标，贸易商则算 2 个。</translation>
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
        <translation>电脑：简单</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>电脑：中等</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>电脑：困难</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>电脑：随机</translation>
    </message>
</context>
<context>
    <name>SetupError</name>
    <message>
        <source>The field “{field}” is not the tiles of epoch {epoch}.</source>
        <translation>字段“{field}”不是第 {epoch} 时代的板块。</translation>
    </message>
    <message>
        <source>There is no game called “{game}”.</source>
        <translation>没有名为“{game}”的游戏。</translation>
    </message>
    <message>
        <source>The game needs {min} to {max} players, not {count}.</source>
        <translation>这个游戏需要 {min} 到 {max} 位玩家，而不是 {count} 位。</translation>
    </message>
    <message>
        <source>Player {player}’s name is not text.</source>
        <translation>第 {player} 位玩家的名字不是文字。</translation>
    </message>
    <message>
        <source>Player {player} has no name.</source>
        <translation>第 {player} 位玩家没有名字。</translation>
    </message>
    <message>
        <source>Player {player}’s name is longer than {max} characters.</source>
        <translation>第 {player} 位玩家的名字超过 {max} 个字符。</translation>
    </message>
    <message>
        <source>Player {player}’s name has a control character ({code}).</source>
        <translation>第 {player} 位玩家的名字含有控制字符（{code}）。</translation>
    </message>
    <message>
        <source>The rule options belong to another game.</source>
        <translation>这些规则选项属于另一个游戏。</translation>
    </message>
    <message>
        <source>A rule option is unknown or has a value outside its choices ({detail}).</source>
        <translation>有规则选项不存在，或其值不在可选范围内（{detail}）。</translation>
    </message>
    <message>
        <source>The field “{field}” is missing or has the wrong type.</source>
        <translation>字段“{field}”缺失或类型错误。</translation>
    </message>
    <message>
        <source>The setup has fields this game does not have: {fields}.</source>
        <translation>设置中有这个游戏没有的字段：{fields}。</translation>
    </message>
    <message>
        <source>The setup does not give the rule options {options}.</source>
        <translation>设置中缺少规则选项 {options}。</translation>
    </message>
    <message>
        <source>Entry {entry} of the field “{field}” is damaged.</source>
        <translation>字段“{field}”的第 {entry} 项已损坏。</translation>
    </message>
    <message>
        <source>The field “{field}” is not the deck for {players} players.</source>
        <translation>字段“{field}”不是 {players} 人游戏的牌堆。</translation>
    </message>
    <message>
        <source>The field “{field}” does not fit the players or the rule options.</source>
        <translation>字段“{field}”与玩家或规则选项不符。</translation>
    </message>
    <message>
        <source>The setup cannot start a game ({code}).</source>
        <translation>这个开局设置无法开始游戏（{code}）。</translation>
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
        <translation>市场</translation>
    </message>
    <message>
        <source>the distant market</source>
        <translation>海外市场</translation>
    </message>
    <message>
        <source>the merchant’s barrel</source>
        <translation>贸易商的啤酒桶</translation>
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
        <translation>选择行动</translation>
    </message>
    <message>
        <source>Choose a card from your hand</source>
        <translation>从手牌选一张牌</translation>
    </message>
    <message>
        <source>Choose the second card</source>
        <translation>选择第二张牌</translation>
    </message>
    <message>
        <source>Choose the third card</source>
        <translation>选择第三张牌</translation>
    </message>
    <message>
        <source>Choose three cards to discard</source>
        <translation>选择要弃掉的三张牌</translation>
    </message>
    <message>
        <source>Click a highlighted space on the map</source>
        <translation>点击地图上高亮的空格</translation>
    </message>
    <message>
        <source>Choose the industry</source>
        <translation>选择工业类型</translation>
    </message>
    <message>
        <source>Develop a second tile?</source>
        <translation>要再移除第二个板块吗？</translation>
    </message>
    <message>
        <source>Click a highlighted line on the map</source>
        <translation>点击地图上高亮的路线</translation>
    </message>
    <message>
        <source>Click a second line, or build only one rail</source>
        <translation>点击第二条路线，或只建一条铁路</translation>
    </message>
    <message>
        <source>Click one of your highlighted cotton mills</source>
        <translation>点击你一座高亮的棉纺厂</translation>
    </message>
    <message>
        <source>Click a highlighted port, or sell to the distant market</source>
        <translation>点击高亮的港口，或卖到海外市场</translation>
    </message>
    <message>
        <source>Click a highlighted port</source>
        <translation>点击高亮的港口</translation>
    </message>
    <message>
        <source>Choose the amount</source>
        <translation>选择金额</translation>
    </message>
    <message>
        <source>Choose where the coal comes from</source>
        <translation>选择煤炭的来源</translation>
    </message>
    <message>
        <source>Choose where the iron comes from</source>
        <translation>选择钢铁的来源</translation>
    </message>
    <message>
        <source>Choose where the beer comes from (or click a brewery)</source>
        <translation>选择啤酒的来源（或点击一座啤酒厂）</translation>
    </message>
    <message>
        <source>Choose the tile the merchant’s free develop removes</source>
        <translation>选择贸易商免费发展要移除的板块</translation>
    </message>
    <message>
        <source>Click one of your highlighted cotton mills, manufacturers or potteries</source>
        <translation>点击你一座高亮的棉花厂、制造厂或陶器厂</translation>
    </message>
    <message>
        <source>Click a highlighted merchant</source>
        <translation>点击高亮的贸易商</translation>
    </message>
</context>
<context>
    <name>StepName</name>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <source>Second card</source>
        <translation>第二张牌</translation>
    </message>
    <message>
        <source>Third card</source>
        <translation>第三张牌</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>工业</translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation>第二个板块</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>路线</translation>
    </message>
    <message>
        <source>Second line</source>
        <translation>第二条路线</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>棉纺厂</translation>
    </message>
    <message>
        <source>Sell to</source>
        <translation>卖给</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Coal</source>
        <translation>煤炭</translation>
    </message>
    <message>
        <source>Iron</source>
        <translation>钢铁</translation>
    </message>
    <message>
        <source>Beer</source>
        <translation>啤酒</translation>
    </message>
    <message>
        <source>Free develop</source>
        <translation>免费发展</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>板块</translation>
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
        <translation>在桌边或投影屏幕上为{games}担任裁判与银行。</translation>
    </message>
    <message>
        <source>New to the game? A guided first game</source>
        <translation>第一次玩？来一局导览第一局</translation>
    </message>
    <message>
        <source>Play a guided first game against the computer: at each step the app says what to do, why, and which rule applies.</source>
        <translation>和电脑玩一局有导览的第一局：每一步都会说明该做什么、为什么，以及适用哪条规则。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Guided first game: {game}</source>
        <translation>导览第一局：{game}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新游戏…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>打开已保存的游戏…</translation>
    </message>
    <message>
        <source>Teaching scenarios</source>
        <translation>教学场景</translation>
    </message>
</context>
<context>
    <name>WinnerDialog</name>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tied on victory points and on every tie-break the rules apply: the victory is shared.</source>
        <translation>分数与规则采用的每项平局判定都相同：共同获胜。</translation>
    </message>
    <message>
        <source>Tied on victory points: the tie-break columns decide.</source>
        <translation>分数相同：由平局判定栏决定。</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>无需平局判定。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Review closes this screen and leaves the final board in view; View › Result of the game (Ctrl+R) shows it again.</source>
        <translation>“查看盘面”关闭此画面并留下最终盘面；视图 › 对局结果（Ctrl+R）可再次显示。</translation>
    </message>
    <message>
        <source>Review the board</source>
        <translation>查看盘面</translation>
    </message>
    <message>
        <source>Rematch (same players, new cards)</source>
        <translation>再来一局（同样玩家，新牌）</translation>
    </message>
    <message>
        <source>Income (tie-break)</source>
        <translation>收入（平局判定）</translation>
    </message>
    <message>
        <source>Money (tie-break)</source>
        <translation>金钱（平局判定）</translation>
    </message>
    <message>
        <source>Turn order (tie-break)</source>
        <translation>回合顺序（平局判定）</translation>
    </message>
    <message>
        <source>Built tiles (tie-break)</source>
        <translation>已建板块（平局判定）</translation>
    </message>
    <message>
        <source>Coins (tie-break)</source>
        <translation>金钱（平局判定）</translation>
    </message>
</context>
</TS>
