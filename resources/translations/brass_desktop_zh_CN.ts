<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About {app}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Brass (Lancashire) at the table or on a projector, with the computer as referee and banker. Every legal move is shown on the map, every illegal one is explained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. Brass is a board game by Martin Wallace; this program uses no publisher art.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry out the action (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last choice of this action (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop this action; nothing has happened yet (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must sell tiles to pay {debt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: sell another mill, or stop selling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} to play: action {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an action above, a card in your hand, or click the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: check the cost and confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost {cost}; you will have {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coal from: {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron from: {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>cotton mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coal mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manufacturer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pottery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brewery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free develop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+£%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irish Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail era only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faded: not usable in this era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed: no link can be built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail era only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link icons: 2 VP per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beer barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link-scoring rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, space %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canal and rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canal only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link also reaches %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External location with a built-in port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No industries can be built here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm brewery: only a brewery can be built here, with a brewery or wild industry card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant: sells goods and buys coal and iron for connected places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link scoring: %1 rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: merchant space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this merchant buys nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: buys %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its beer barrel gives %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its beer barrel has been used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2: dashed connection, no link can be built here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>Only one rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Era</name>
    <message>
        <source>canal era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail era</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>{player} plays the card: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds a level-{level} {industry} in {slot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds a {link} on {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 coal comes from {source}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 iron comes from {source}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys 1 coal from the market for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys 1 iron from the market for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} {resource} from {slot} go to the market; {owner} receives {money}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}’s {industry} in {slot} flips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}’s income rises {spaces} spaces, to {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} develops away a level-{level} {industry}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sells cotton from {mill} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distant market tile shows {value}; the demand marker moves down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distant market tile shows {value}: the market closes, the sale fails and the Sell action ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a {amount} loan; income falls to {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of {player}’s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round {round}. Next turn order: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} of the {era} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} receives {amount} income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays {amount} (negative income).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot pay {debt} with {money} and must sell industry tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} loses {vp} VP for being {short} short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sells the tile in {slot} for {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}’s level-{level} {industry} in {slot} leaves the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the {era}: {player} scores {links} for links and {industries} for industries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {era} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scores {vp} VP for {money}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. {winners} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. {winners} share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>{player}’s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {player}. Everyone else, please look away from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing new since your last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {player}: show my hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>{player}’s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is hidden until its player takes over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>industry card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>location card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Industry</name>
    <message>
        <source>cotton mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coal mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cotton mill</source>
        <comment>birmingham</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coal mine</source>
        <comment>birmingham</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron works</source>
        <comment>birmingham</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cotton mill</source>
        <comment>lancashire</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <comment>lancashire</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coal mine</source>
        <comment>lancashire</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron works</source>
        <comment>lancashire</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipyard</source>
        <comment>lancashire</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Kind</name>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell cotton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell another mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop selling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KindHint</name>
    <message>
        <source>Build an industry tile with one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard any two cards to build anywhere; uses both actions of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a canal (canal era) or one or two rails (rail era).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove one or two tiles from your stacks, paying one iron each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell cotton from your mills to a port or the distant market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take £10, £20 or £30; your income drops one level per £10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do nothing, but still discard a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell cotton from another of your mills in this action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the Sell action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell one of your tiles for half its cost to cover your debt.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Line</name>
    <message>
        <source>{a} – {b}</source>
        <translation type="unfinished"></translation>
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
        <source>Farm Brewery</source>
        <comment>birmingham/farm_brewery_north</comment>
        <translation>农场酒厂（北）</translation>
    </message>
    <message>
        <source>Farm Brewery</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do the undone action again (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ancel action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large text for projectors (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teaching: show every hand and skip the hand-over screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Brass Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet: choose File › New game (Ctrl+N) or open a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brass games (*{suffix});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game of {players} was saved automatically ({count} actions played). Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to {file}?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarketsPanel</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{era}, round {round} of {rounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coal market: {n} cubes, next costs {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron market: {n} cubes, next costs {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distant cotton market: closed for this era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distant cotton market: {n} demand tiles in the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options: {list}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>−£{amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>£{amount}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brass (Lancashire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and names give the same shuffles and turn order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defaults follow the original 2007 rules. These points are disputed between the rule documents, Order of the Hammer and the 2018 edition; the note under each option says who says what.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original rules (defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2018 edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Industry card builds anywhere when your network has no matching space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt with no tiles left to sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liverpool–Birkenhead virtual connection for industry cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual connection also counts for building links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn-order and final ties by income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points of a level-1 cotton mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final tie-break after income and money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income between the canal and rail eras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Introductory game: canal era only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: 6-space coal and iron markets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Chinese rule summary allows it; the Order of the Hammer site and the 2018 edition do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original rules are silent: Order of the Hammer lets money go negative, the 2018 edition takes 1 VP per £1 short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original rule; only an optional classic rule in the 2018 edition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No source says so; off by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule summary compares income levels; Order of the Hammer compares track spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 in the original game, 5 in the 2018 edition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original: 66 cards with random removal; 2018 edition: fixed decks per player count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original: the player earlier in turn order wins; 2018 edition: tied players share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original: paid after canal scoring; 2018 edition: before it. Matters only for debts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2018 edition's short game for beginners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two-player rules say 8 cubes; Order of the Hammer uses 6-space markets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money goes negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose 1 VP per £1 short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income track space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original (random removal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2018 edition (fixed decks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier in turn order wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied players share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After canal scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before canal scoring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>most victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie on points, broken by higher income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie on points and income, broken by more money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie on points, income and money, broken by turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a complete tie: the victory is shared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>it is time for a normal action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish the Sell action first (sell another mill or stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player must first sell tiles to pay a debt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>a player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money spent this round; the least spent plays first next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ playing · {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level} (sp. {space})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L{level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} coal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} iron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{industry}: no tiles left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{industry}: the next tile is level {level}; it cannot be built, remove it with Develop. {left} tiles left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{industry}: next tile level {level}, costs {cost}, needs {coal} coal and {iron} iron, scores {vp} VP when flipped. {left} tiles left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next tiles: level, cost, coal/iron needed (tiles left)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible now: {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card “{card}” is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double build uses both actions of a turn, and you have only one action left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action is incomplete ({field}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such space on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such industry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{slot} has no {industry} icon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no {industry} tiles left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your next {industry} is level 0: it can never be built, only removed with Develop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your next {industry} is level {level}, which cannot be built in the {era}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be built in {location} in the {era}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This space is taken by {owner}’s {industry}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overbuilding needs a higher level: yours would be level {level}, the tile there is level {existing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only overbuild a tile of the same industry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player’s {resource_tile} may be replaced only when no {resource} is left anywhere: there are {board} on the board and {market} in the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the canal era you may have only one industry tile in {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {location} a port must go in the port-only space ({slot}) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} card builds only in {card}, not in {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} card builds only a {card_industry}, not a {industry}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{location} is not in your network: an industry card builds only where your links reach or where you already have a tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No coal reaches {location}: no connected coal mine has coal, and there is no connection to a port or an outside town to buy from the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coal must come from the nearest connected coal mine that has coal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron must come from iron works on the board while any have iron; only then from the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This costs {cost}, and you have only {money}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such line on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} cannot take a link in the {era}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner} already has a link on {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot place two links on the same line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot build {count} links in one action in the {era}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have only {left} link tiles left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} does not touch your network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop removes one or two tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of your cotton mills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cotton mill has already sold its cotton.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no port there to sell to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That port has already shipped cotton.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That port is not connected to your mill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distant cotton market is closed for the rest of the era.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mill has no connection to a port or an outside town, so it cannot sell overseas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loan is £10, £20 or £30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This loan would take your income below −£10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more loans: in the rail era loans end when the draw pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only sell your own tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have nothing on the board yet: build an industry before your first link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Resource</name>
    <message>
        <source>coal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>Links score 1 VP for each flipped tile at either end, plus the printed rings of outside towns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only flipped industry tiles score their VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the game every full £10 is worth 1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winners} win by {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winners} wins by {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring at the end of the {era}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Slot</name>
    <message>
        <source>{location}, space {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Source</name>
    <message>
        <source>the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the distant market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} × {source}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>Choose an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card from your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the second card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a highlighted space on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the industry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop a second tile?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a highlighted line on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a second line, or build only one rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your highlighted cotton mills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a highlighted port, or sell to the distant market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the coal comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the iron comes from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepName</name>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
