-- A Core Data SQLite store written with `Chat 2` (Tests/Fixtures/CoreData/Chat.xcdatamodeld),
-- in the layout Apple's Core Data writes, as learnt from real stores (a public messaging
-- app's migration-test fixtures; docs/coming-from-core-data.md, "Real stores"):
-- - entities numbered roots in name order, each followed by its sub-entities depth first:
--   Conversation 1, Message 2, SystemMessage 3, TextMessage 4, Reaction 5, User 6;
-- - SystemMessage.text and TextMessage.text, same-named properties of sibling
--   sub-entities, are two columns: ZTEXT for the first in entity order, ZTEXT1 for the next;
-- - a to-one into the Message hierarchy keeps the destination's entity number beside the
--   key, in Z<number>_<NAME> (ZREACTION.Z2_MESSAGE, ZMESSAGE.Z2_QUOTE);
-- - external binary data: 0x01 + the bytes inline, 0x02 + a UUID + NUL naming a file in
--   .Chat2_SUPPORT/_EXTERNAL_DATA/ (the test writes that file);
-- - Conversation.participants ↔ User.conversations is ordered on both sides: Z_1PARTICIPANTS
--   keeps each side's order beside the keys it orders (Z_FOK_6PARTICIPANTS: a conversation's
--   order of its users; Z_FOK_1CONVERSATIONS: a user's order of its conversations);
-- - SystemMessage.users and Reaction.users are two many-to-manys named `users`: Z_3USERS and
--   Z_5USERS, told apart by the declaring entity's number; the second key column naming
--   `users` is given a digit (Z_6USERS1).
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Conversation', 0, 2), (2, 'Message', 0, 4), (3, 'SystemMessage', 2, 0), (4, 'TextMessage', 2, 0), (5, 'Reaction', 0, 2), (6, 'User', 0, 3);

CREATE TABLE ZCONVERSATION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZMUTED INTEGER, ZNAME VARCHAR );
INSERT INTO ZCONVERSATION VALUES (1, 1, 3, 0, 'General'), (2, 1, 1, 1, 'Random');

CREATE TABLE ZMESSAGE ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCONVERSATION INTEGER, Z_FOK_CONVERSATION INTEGER, ZQUOTE INTEGER, Z2_QUOTE INTEGER, ZTIMESTAMP TIMESTAMP, ZTEXT VARCHAR, ZTEXT1 VARCHAR, ZATTACHMENT BLOB );
INSERT INTO ZMESSAGE VALUES (1, 4, 1, 1, 2048, NULL, NULL, 700000000.5, NULL, 'hello', X'01CAFEBABE');
INSERT INTO ZMESSAGE VALUES (2, 3, 1, 1, 1024, NULL, NULL, 699999999.0, 'Ada joined', NULL, NULL);
INSERT INTO ZMESSAGE VALUES (3, 4, 2, 1, 3072, 1, 4, 700000002.25, NULL, 'reply, with a photo', X'0233453244353241422D373730452D343137342D413236352D36363633383838353043353100');
INSERT INTO ZMESSAGE VALUES (4, 4, 1, 2, 1024, NULL, NULL, 700000003.0, NULL, 'random', NULL);

CREATE TABLE ZREACTION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZMESSAGE INTEGER, Z2_MESSAGE INTEGER, ZUNICODE VARCHAR );
INSERT INTO ZREACTION VALUES (1, 5, 1, 1, 4, '👍'), (2, 5, 1, 3, 4, '❤️');

CREATE TABLE ZUSER ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZEMAIL VARCHAR, ZNAME VARCHAR );
INSERT INTO ZUSER VALUES (1, 6, 2, 'ada@example.com', 'Ada'), (2, 6, 1, NULL, 'Bob'), (3, 6, 1, 'cy@example.com', 'Cy');

CREATE TABLE Z_1PARTICIPANTS ( Z_1CONVERSATIONS INTEGER, Z_6PARTICIPANTS INTEGER, Z_FOK_1CONVERSATIONS INTEGER, Z_FOK_6PARTICIPANTS INTEGER, PRIMARY KEY (Z_1CONVERSATIONS, Z_6PARTICIPANTS) );
-- General's users in order: Cy, Ada, Bob; Random's: Bob, Ada. Ada's conversations: Random, General; Bob's: General, Random.
INSERT INTO Z_1PARTICIPANTS VALUES (1, 1, 2048, 2048), (1, 2, 1024, 3072), (1, 3, 1024, 1024), (2, 1, 1024, 2048), (2, 2, 2048, 1024);

CREATE TABLE Z_3USERS ( Z_3SYSTEMMESSAGES INTEGER, Z_6USERS1 INTEGER, PRIMARY KEY (Z_3SYSTEMMESSAGES, Z_6USERS1) );
INSERT INTO Z_3USERS VALUES (2, 1);

CREATE TABLE Z_5USERS ( Z_5REACTIONS INTEGER, Z_6USERS INTEGER, PRIMARY KEY (Z_5REACTIONS, Z_6USERS) );
INSERT INTO Z_5USERS VALUES (1, 2), (1, 3), (2, 1);
