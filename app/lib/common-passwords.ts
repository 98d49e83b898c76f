// The most used passwords of 8 characters or more (from public breach-corpus rankings), plus the
// words a guesser tries first on this site. Compared lower-cased, so "Password1" is in too.
// One character repeated (11111111) is refused by its own rule, so it is not listed.
// Kept short on purpose: it ships with the Worker, and length is what really protects a password.
const LIST = `
password password1 password12 password123 password1234 password01 password2 passw0rd p@ssw0rd
p@ssword pa$$word passwort motdepasse passwordpassword mypassword newpassword password!
12345678 123456789 1234567890 12345678910 0123456789 9876543210 987654321 87654321 0987654321
12121212 11223344 112233445566 11112222 12341234 123123123
123321123 123456123 123654789 147258369 147852369 741852963 789456123 159357456 963852741
1234512345 1234567a 12345678a 123456789a 123456789q a1234567 a12345678 aa123456 aa12345678
q123456789 123456abc abc123456 abc12345 abcd1234 abcd12345 1234abcd 1a2b3c4d a1b2c3d4 abcdefgh
abcdefg1 123abc123 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 1qaz2wsx 1qazxsw2
1qaz2wsx3edc zaq12wsx zaq1zaq1 zaq1xsw2 qazwsxedc qazwsx123 qweasdzxc qweqweqwe 123qweasd
123qwe123 qwe123qwe qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwerty123456 123456qwerty
12345qwert qwertyu1 qwer1234 1234qwer asdfghjk asdfghjkl asdfasdf asdf1234 asdasdasd zxcvbnm1
zxcvbnm123 zxcvbnmm iloveyou iloveyou1 iloveyou2 iloveyou12 loveyou1 lovelove sunshine
sunshine1 princess princess1 football football1 baseball baseball1 basketball superman
superman1 batman123 spiderman trustno1 welcome1 welcome12 welcome123 welcome! letmein1
letmein123 master123 master12 monkey123 dragon123 shadow123 michael1 jennifer jessica1
michelle charlie1 maverick mercedes starwars startrek whatever whatever1 computer computer1
internet liverpool chelsea1 arsenal1 hello123 hello1234 helloworld hellokitty butterfly
sunflower rainbow1 chocolate midnight mustang1 corvette ferrari1 yankees1 cowboys1 steelers
dolphins jordan23 pokemon1 pokemon123 minecraft fortnite blink182 elizabeth danielle victoria
samantha alexander christian jonathan benjamin patricia stephanie courtney freedom1 anthony1
william1 jasmine1 precious fuckyou1 fuckyou123 qwerty11 1234567q asdf12345 zxcv1234 admin123
admin1234 administrator changeme changeme1 changeme123 default123 secret123 test1234 test12345
testtest passpass abc123abc summer2020 summer2021 summer2022 summer2023 summer2024 summer2025
summer2026 winter2022 winter2023 winter2024 winter2025 winter2026 spring2024 spring2025
spring2026 autumn2025 autumn2026 december1 november1 september1 january1 12qwaszx 1qaz!qaz
qwerty!@# !qaz2wsx 1q2w3e4r! mobiledetailhub mobiledetail mobiledetailing detailhub
cardetail cardetailing autodetail autodetailing detailing detailing1 detailer1 carwash1
carwash123 ceramiccoating
`

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean))
