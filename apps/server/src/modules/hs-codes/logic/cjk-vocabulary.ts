/**
 * Everyday e-commerce goods words in Chinese (and some in Korean), each with the English words the matcher looks up
 * and, where one subheading is the usual answer, that subheading (it is then proposed first). Written by us for the
 * matcher (decision 252); one entry a line: `word|english words|hs6?`. Longer words win over the words inside them
 * (蓝牙耳机 before 耳机).
 */
const ZH = `
手机|smartphone mobile phone|851713
智能手机|smartphone|851713
电话|telephone|851711
手机壳|mobile phone case plastic|392690
手机膜|screen protector plastic film|392690
钢化膜|screen protector glass|700719
平板电脑|tablet computer|847130
平板|tablet computer|847130
笔记本电脑|laptop computer portable|847130
电脑|computer|847130
台式机|desktop computer|847141
主机|computer processing unit|847150
显示器|computer monitor display|852852
键盘|keyboard|847160
鼠标|computer mouse|847160
鼠标垫|mouse mat|401699
U盘|usb flash drive|852351
硬盘|hard disk drive storage|847170
内存条|memory module|847330
存储卡|memory card|852351
数据线|usb cable with connectors|854442
充电线|charging cable with connectors|854442
电线|electric cable wire|854449
充电器|charger|850440
充电宝|power bank battery|850760
移动电源|power bank battery|850760
电池|battery|850650
锂电池|lithium battery|850760
耳机|headphones earphones|851830
蓝牙耳机|bluetooth headset earphones|851762
耳麦|headset|851830
音箱|loudspeaker|851822
蓝牙音箱|bluetooth speaker|851822
麦克风|microphone|851810
路由器|router|851762
智能手表|smart watch|851762
手环|fitness tracker wristband|851762
手表|wrist watch|910211
钟|clock|910591
闹钟|alarm clock|910521
相机|camera|852589
数码相机|digital camera|852589
摄像头|webcam camera|852589
镜头|camera lens|900211
无人机|drone|880622
游戏机|video game console|950450
电视|television|852872
投影仪|projector|852862
打印机|printer|844332
墨盒|ink cartridge|844399
电吹风|hair dryer|851631
吹风机|hair dryer|851631
卷发棒|hair curler|851632
直发器|hair straightener|851632
剃须刀|shaver razor|851010
电动牙刷|electric toothbrush|850980
牙刷|toothbrush|960321
牙膏|toothpaste|330610
电饭煲|rice cooker|851660
电水壶|electric kettle|851671
烤箱|oven|851660
微波炉|microwave oven|851650
空气炸锅|air fryer|851660
榨汁机|juicer blender|850940
咖啡机|coffee maker|851671
吸尘器|vacuum cleaner|850811
扫地机器人|robot vacuum cleaner|850811
风扇|fan|841451
加湿器|humidifier|850980
台灯|table lamp|940521
灯|lamp light|940549
灯泡|light bulb led|853952
手电筒|torch flashlight|851310
插座|socket power strip|853669
插头|plug adaptor|853669
转换器|adaptor plug|853669
开关|switch|853650
衣服|clothing apparel garments|620520
服装|clothing apparel|620520
上衣|top shirt|620630
T恤|t-shirt cotton knitted|610910
短袖|t-shirt short sleeve|610910
衬衫|shirt|620520
衬衣|shirt|620520
女衬衫|blouse women|620630
卫衣|sweatshirt hoodie|611020
毛衣|sweater jumper knitted|611020
针织衫|cardigan knitted|611020
外套|coat jacket|620130
夹克|jacket|620130
羽绒服|down jacket anorak|620140
大衣|overcoat|620130
西装|suit|620311
裤子|trousers|620342
牛仔裤|jeans denim trousers|620342
短裤|shorts|620342
运动裤|track suit trousers|611212
裙子|skirt|620452
连衣裙|dress|620442
睡衣|pyjamas|620821
内衣|underwear|610821
内裤|underpants briefs|610821
文胸|bra brassiere|621210
胸罩|bra brassiere|621210
袜子|socks|611595
丝袜|tights stockings|611596
泳衣|swimsuit swimwear|611241
围巾|scarf|611710
丝巾|silk scarf|621410
手套|gloves|611610
帽子|hat cap|650500
棒球帽|baseball cap|650500
领带|tie necktie|621520
腰带|belt leather|420330
皮带|belt leather|420330
婴儿服|baby clothes garments|611120
童装|children clothing garments|611120
鞋|footwear shoes|640399
鞋子|footwear shoes|640399
运动鞋|sports shoes trainers|640411
跑鞋|running shoes trainers|640411
皮鞋|leather shoes|640399
拖鞋|slippers|640299
凉鞋|sandals|640299
靴子|boots|640391
高跟鞋|high heeled shoes|640399
帆布鞋|canvas shoes textile uppers|640419
包|bag handbag|420222
包包|handbag|420222
手提包|handbag|420221
钱包|wallet purse|420231
背包|backpack rucksack|420292
双肩包|backpack rucksack|420292
书包|school bag backpack|420292
行李箱|suitcase luggage trunk|420212
拉杆箱|suitcase luggage trolley|420212
旅行箱|suitcase travel|420212
化妆包|cosmetic bag|420292
玩具|toy toys|950300
毛绒玩具|stuffed toy soft toys|950300
积木|building blocks toy construction sets|950300
拼图|jigsaw puzzle|950300
娃娃|doll|950300
模型|model toy scale|950300
遥控车|remote control toy car|950300
桌游|board games|950490
扑克|playing cards|950440
纸牌|playing cards|950440
化妆品|cosmetics make-up beauty preparations|330499
护肤品|skin care preparations cream|330499
面霜|face cream|330499
乳液|lotion cream|330499
面膜|face mask beauty|330499
精华|serum beauty preparations|330499
防晒霜|sun cream sunscreen|330499
口红|lipstick lip make-up|330410
唇膏|lip balm lipstick|330410
眼影|eye shadow make-up|330420
睫毛膏|mascara eye make-up|330420
眼线笔|eyeliner eye make-up|330420
粉底|foundation make-up powder|330491
指甲油|nail polish|330430
香水|perfume|330300
洗发水|shampoo|330510
护发素|hair conditioner|330590
沐浴露|shower gel body wash|340130
洗面奶|facial cleanser|340130
肥皂|soap|340111
香皂|soap|340111
洗衣液|laundry detergent washing preparations|340290
洗衣粉|washing powder detergent|340250
湿巾|wet wipes|340130
纸巾|tissues paper|481820
卫生纸|toilet paper|481810
卫生巾|sanitary towels|961900
尿不湿|nappies diapers|961900
纸尿裤|nappies diapers|961900
奶粉|infant formula baby milk powder|190110
婴儿奶粉|infant formula baby milk|190110
奶瓶|baby feeding bottle|392330
保健品|food supplements vitamins|210690
维生素|vitamins|293629
鱼油|fish oil|150420
蛋白粉|protein powder food supplement|210610
益生菌|probiotics food supplement|210690
药|medicine medicaments|300490
药品|medicine medicaments|300490
茶|tea|090230
茶叶|tea leaves|090230
绿茶|green tea|090210
红茶|black tea|090230
咖啡|coffee|090121
咖啡豆|coffee beans roasted|090121
速溶咖啡|instant coffee extracts|210111
巧克力|chocolate|180632
糖果|sweets confectionery candy|170490
饼干|biscuits|190531
零食|snacks|190590
坚果|nuts edible|080299
蜂蜜|natural honey|040900
牛奶|milk|040120
酸奶|yogurt|040320
奶酪|cheese|040690
面条|noodles pasta|190230
方便面|instant noodles|190230
大米|rice|100630
调料|seasoning sauce|210390
酱油|soy sauce|210310
辣椒酱|chilli sauce|210390
酒|alcoholic beverage spirits wine|220890
白酒|spirits liquor|220890
红酒|red wine|220421
葡萄酒|wine|220421
啤酒|beer|220300
饮料|beverage drink|220299
矿泉水|mineral water|220110
香烟|cigarettes|240220
电子烟|electronic cigarette vape|854340
杯子|cup mug|392410
水杯|cup drinking|392410
马克杯|mug ceramic|691200
保温杯|vacuum flask|961700
保温瓶|vacuum flask|961700
水瓶|water bottle|392330
玻璃杯|drinking glasses|701337
碗|bowl tableware|691200
盘子|plate tableware|691200
餐具|tableware cutlery|821599
筷子|chopsticks|441990
勺子|spoon|821599
刀|knife|821192
菜刀|kitchen knife|821191
剪刀|scissors|821300
锅|pan cooking pot|732393
炒锅|wok pan|732393
不锈钢锅|stainless steel pot|732393
保鲜盒|food container plastic|392410
书|book printed books|490199
书籍|printed books|490199
图书|printed books|490199
杂志|magazine periodicals|490290
笔记本|notebook|482020
本子|notebook exercise book|482020
笔|pen|960810
圆珠笔|ballpoint pen|960810
铅笔|pencil|960910
文具|stationery|482020
贴纸|stickers labels|482110
胶带|adhesive tape|391910
首饰|jewellery|711719
项链|necklace jewellery|711719
耳环|earrings jewellery|711719
戒指|ring jewellery|711319
手链|bracelet jewellery|711719
饰品|jewellery imitation|711719
发夹|hair clip|961590
眼镜|spectacles glasses frames|900490
太阳镜|sunglasses|900410
墨镜|sunglasses|900410
隐形眼镜|contact lenses|900130
雨伞|umbrella|660199
伞|umbrella|660199
家具|furniture|940360
椅子|chair seat|940171
桌子|table furniture|940360
沙发|sofa|940161
床|bed|940350
床垫|mattress|940429
枕头|pillow|940490
被子|quilt duvet|940490
毛巾|towel terry|630260
床单|bed linen sheet|630231
窗帘|curtains|630399
地毯|carpet rug|570500
抱枕|cushion|940490
收纳盒|storage box plastic|392690
衣架|clothes hanger|392690
花瓶|vase|691390
蜡烛|candles|340600
相框|photo frame|442090
镜子|mirror|700910
钟表|clocks watches|910211
自行车|bicycle|871200
自行车配件|bicycle parts accessories|871499
电动车|electric scooter|871160
滑板车|scooter|950300
头盔|helmet|650610
汽车配件|motor vehicle parts|870899
轮胎|tyres|401110
运动器材|sports equipment|950691
瑜伽垫|yoga mat|950691
哑铃|dumbbells|950691
篮球|basketball|950662
足球|football|950662
羽毛球拍|badminton racket|950659
网球拍|tennis racket|950651
鱼竿|fishing rod|950710
帐篷|tent|630622
睡袋|sleeping bag|940430
宠物用品|pet supplies|420100
狗粮|dog food|230910
猫粮|cat food|230910
工具|tools hand tools|820559
螺丝刀|screwdriver|820540
扳手|spanner wrench|820411
电钻|electric drill|846721
乐器|musical instruments|920999
吉他|guitar|920290
钢琴|piano|920120
口罩|face mask textile|630790
医用口罩|surgical face mask|630790
体温计|thermometer|902519
血压计|blood pressure monitor|901890
按摩器|massage apparatus|901910
假发|wig|670420
睫毛|false eyelashes|670420
塑料袋|plastic bags|392321
纸箱|cardboard boxes cartons|481910
布|woven fabric textile|551319
棉|cotton|520100
纯棉|cotton|610910
丝绸|silk|500720
皮革|leather|410719
塑料|plastic|392690
不锈钢|stainless steel|732393
陶瓷|ceramic|691200
玻璃|glass|701399
木制|wooden wood|442199
`;

const KO = `
휴대폰|smartphone mobile phone|851713
핸드폰|smartphone mobile phone|851713
스마트폰|smartphone|851713
노트북|laptop computer portable|847130
컴퓨터|computer|847130
태블릿|tablet computer|847130
키보드|keyboard|847160
마우스|computer mouse|847160
이어폰|earphones headphones|851830
헤드폰|headphones|851830
충전기|charger|850440
케이블|usb cable with connectors|854442
보조배터리|power bank battery|850760
시계|wrist watch|910211
카메라|camera|852589
옷|clothing apparel garments|620520
의류|clothing apparel|620520
티셔츠|t-shirt cotton knitted|610910
셔츠|shirt|620520
바지|trousers|620342
청바지|jeans denim trousers|620342
치마|skirt|620452
원피스|dress|620442
양말|socks|611595
모자|hat cap|650500
신발|footwear shoes|640399
운동화|sports shoes trainers|640411
가방|bag handbag|420222
지갑|wallet purse|420231
배낭|backpack rucksack|420292
장난감|toy toys|950300
인형|doll stuffed toy|950300
화장품|cosmetics make-up beauty preparations|330499
립스틱|lipstick lip make-up|330410
향수|perfume|330300
샴푸|shampoo|330510
비누|soap|340111
분유|infant formula baby milk powder|190110
영양제|food supplements vitamins|210690
건강식품|food supplements|210690
비타민|vitamins|293629
차|tea|090230
녹차|green tea|090210
커피|coffee|090121
초콜릿|chocolate|180632
과자|biscuits snacks|190531
라면|instant noodles|190230
김|seaweed laver|121229
책|book printed books|490199
컵|cup mug|392410
텀블러|vacuum flask tumbler|961700
그릇|bowl tableware|691200
수건|towel terry|630260
우산|umbrella|660199
안경|spectacles glasses|900490
선글라스|sunglasses|900410
목걸이|necklace jewellery|711719
귀걸이|earrings jewellery|711719
반지|ring jewellery|711319
`;

export interface CjkWord {
  word: string;
  english: string;
  hs6: string | null;
}

function read(table: string): CjkWord[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [word, english, hs6] = line.split('|');
      return { word: word!.toLowerCase(), english: english!, hs6: hs6 || null };
    });
}

/** Every entry, Chinese then Korean. */
export const CJK_WORDS: readonly CjkWord[] = [...read(ZH), ...read(KO)];
