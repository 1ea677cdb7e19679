-- Written for RealSchemaAdoptionTests in the shapes of two real databases whose
-- adoption once left every table unmanaged:
-- PROJ's proj.db, where a UNIQUE constraint starts with the columns of a composite
-- foreign key (geodetic_datum_ensemble_member), and Navidrome's scrobble_buffer, whose
-- UNIQUE constraint lists one column twice.
CREATE TABLE datum (
    auth_name TEXT NOT NULL,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    CONSTRAINT pk_datum PRIMARY KEY (auth_name, code)
);
CREATE TABLE datum_ensemble_member (
    ensemble_auth_name TEXT NOT NULL,
    ensemble_code TEXT NOT NULL,
    member_auth_name TEXT NOT NULL,
    member_code TEXT NOT NULL,
    sequence INTEGER NOT NULL CHECK (sequence >= 1),
    FOREIGN KEY (ensemble_auth_name, ensemble_code) REFERENCES datum(auth_name, code),
    FOREIGN KEY (member_auth_name, member_code) REFERENCES datum(auth_name, code),
    CONSTRAINT unique_member UNIQUE (ensemble_auth_name, ensemble_code, sequence)
);
-- An index named its own way over exactly a composite foreign key's columns (SpatiaLite's
-- idx_viewsjoin), which was left unmanaged, written with the raw column names.
CREATE INDEX member_of ON datum_ensemble_member (member_auth_name, member_code);
CREATE TABLE scrobble_buffer (
    id VARCHAR NOT NULL DEFAULT '' PRIMARY KEY,
    user_id VARCHAR NOT NULL,
    service VARCHAR NOT NULL,
    media_file_id VARCHAR NOT NULL,
    play_time DATETIME NOT NULL,
    UNIQUE (user_id, service, media_file_id, play_time, user_id)
);
CREATE TABLE unit (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
INSERT INTO datum VALUES ('EPSG', '6326', 'World Geodetic System 1984'), ('EPSG', '1166', 'WGS 84 (Transit)');
INSERT INTO datum_ensemble_member VALUES ('EPSG', '6326', 'EPSG', '1166', 1);
INSERT INTO scrobble_buffer VALUES ('a1', 'u1', 'lastfm', 'f1', '2024-01-02 03:04:05');
INSERT INTO unit VALUES (1, 'metre');
