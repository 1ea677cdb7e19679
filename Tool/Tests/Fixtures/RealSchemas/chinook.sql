-- A music store in the style of the Chinook sample database, written for modelc's
-- adoption tests: PascalCase tables, [bracketed] names, non-STRICT tables with
-- NVARCHAR / NUMERIC(10,2) / DATETIME declared types, IFK_* indexes, a composite-key
-- PlaylistTrack table, foreign keys spelled out with NO ACTION, a view and a
-- trigger. The rows are synthetic.

CREATE TABLE [Artist]
(
    [ArtistId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_Artist] PRIMARY KEY  ([ArtistId])
);

CREATE TABLE [Album]
(
    [AlbumId] INTEGER  NOT NULL,
    [Title] NVARCHAR(160)  NOT NULL,
    [ArtistId] INTEGER  NOT NULL,
    CONSTRAINT [PK_Album] PRIMARY KEY  ([AlbumId]),
    FOREIGN KEY ([ArtistId]) REFERENCES [Artist] ([ArtistId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Employee]
(
    [EmployeeId] INTEGER  NOT NULL,
    [LastName] NVARCHAR(20)  NOT NULL,
    [FirstName] NVARCHAR(20)  NOT NULL,
    [Title] NVARCHAR(30),
    [ReportsTo] INTEGER,
    [BirthDate] DATETIME,
    [HireDate] DATETIME,
    [Address] NVARCHAR(70),
    [City] NVARCHAR(40),
    [State] NVARCHAR(40),
    [Country] NVARCHAR(40),
    [PostalCode] NVARCHAR(10),
    [Phone] NVARCHAR(24),
    [Fax] NVARCHAR(24),
    [Email] NVARCHAR(60),
    CONSTRAINT [PK_Employee] PRIMARY KEY  ([EmployeeId]),
    FOREIGN KEY ([ReportsTo]) REFERENCES [Employee] ([EmployeeId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Customer]
(
    [CustomerId] INTEGER  NOT NULL,
    [FirstName] NVARCHAR(40)  NOT NULL,
    [LastName] NVARCHAR(20)  NOT NULL,
    [Company] NVARCHAR(80),
    [Address] NVARCHAR(70),
    [City] NVARCHAR(40),
    [State] NVARCHAR(40),
    [Country] NVARCHAR(40) CHECK (Country IN ('US','DE','FR')),
    [PostalCode] NVARCHAR(10),
    [Phone] NVARCHAR(24),
    [Fax] NVARCHAR(24),
    [Email] NVARCHAR(60)  NOT NULL,
    [SupportRepId] INTEGER,
    CONSTRAINT [PK_Customer] PRIMARY KEY  ([CustomerId]),
    FOREIGN KEY ([SupportRepId]) REFERENCES [Employee] ([EmployeeId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Genre]
(
    [GenreId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_Genre] PRIMARY KEY  ([GenreId])
);

CREATE TABLE [MediaType]
(
    [MediaTypeId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_MediaType] PRIMARY KEY  ([MediaTypeId])
);

CREATE TABLE [Track]
(
    [TrackId] INTEGER  NOT NULL,
    [Name] NVARCHAR(200)  NOT NULL,
    [AlbumId] INTEGER,
    [MediaTypeId] INTEGER  NOT NULL,
    [GenreId] INTEGER,
    [Composer] NVARCHAR(220),
    [Milliseconds] INTEGER  NOT NULL,
    [Bytes] INTEGER,
    [UnitPrice] NUMERIC(10,2)  NOT NULL DEFAULT 0.99,
    CONSTRAINT [PK_Track] PRIMARY KEY  ([TrackId]),
    FOREIGN KEY ([AlbumId]) REFERENCES [Album] ([AlbumId])
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([GenreId]) REFERENCES [Genre] ([GenreId])
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([MediaTypeId]) REFERENCES [MediaType] ([MediaTypeId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Invoice]
(
    [InvoiceId] INTEGER  NOT NULL,
    [CustomerId] INTEGER  NOT NULL,
    [InvoiceDate] DATETIME  NOT NULL,
    [BillingAddress] NVARCHAR(70),
    [BillingCity] NVARCHAR(40),
    [BillingState] NVARCHAR(40),
    [BillingCountry] NVARCHAR(40),
    [BillingPostalCode] NVARCHAR(10),
    [Total] NUMERIC(10,2)  NOT NULL,
    CONSTRAINT [PK_Invoice] PRIMARY KEY  ([InvoiceId]),
    FOREIGN KEY ([CustomerId]) REFERENCES [Customer] ([CustomerId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [InvoiceLine]
(
    [InvoiceLineId] INTEGER  NOT NULL,
    [InvoiceId] INTEGER  NOT NULL,
    [TrackId] INTEGER  NOT NULL,
    [UnitPrice] NUMERIC(10,2)  NOT NULL,
    [Quantity] INTEGER  NOT NULL,
    CONSTRAINT [PK_InvoiceLine] PRIMARY KEY  ([InvoiceLineId]),
    CHECK ([Quantity] > 0),
    FOREIGN KEY ([InvoiceId]) REFERENCES [Invoice] ([InvoiceId])
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([TrackId]) REFERENCES [Track] ([TrackId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Playlist]
(
    [PlaylistId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_Playlist] PRIMARY KEY  ([PlaylistId])
);

CREATE TABLE [PlaylistTrack]
(
    [PlaylistId] INTEGER  NOT NULL,
    [TrackId] INTEGER  NOT NULL,
    CONSTRAINT [PK_PlaylistTrack] PRIMARY KEY  ([PlaylistId], [TrackId]),
    FOREIGN KEY ([PlaylistId]) REFERENCES [Playlist] ([PlaylistId])
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([TrackId]) REFERENCES [Track] ([TrackId])
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE INDEX [IFK_AlbumArtistId] ON [Album] ([ArtistId]);
CREATE INDEX [IFK_CustomerSupportRepId] ON [Customer] ([SupportRepId]);
CREATE INDEX [IFK_EmployeeReportsTo] ON [Employee] ([ReportsTo]);
CREATE INDEX [IFK_InvoiceCustomerId] ON [Invoice] ([CustomerId]);
CREATE INDEX [IFK_InvoiceLineInvoiceId] ON [InvoiceLine] ([InvoiceId]);
CREATE INDEX [IFK_InvoiceLineTrackId] ON [InvoiceLine] ([TrackId]);
CREATE INDEX [IFK_PlaylistTrackTrackId] ON [PlaylistTrack] ([TrackId]);
CREATE INDEX [IFK_TrackAlbumId] ON [Track] ([AlbumId]);
CREATE INDEX [IFK_TrackGenreId] ON [Track] ([GenreId]);
CREATE INDEX [IFK_TrackMediaTypeId] ON [Track] ([MediaTypeId]);
CREATE UNIQUE INDEX [IPK_Artist] ON [Artist] ([ArtistId]);
CREATE UNIQUE INDEX [IPK_Album] ON [Album] ([AlbumId]);

CREATE VIEW [AlbumSummary] AS
SELECT al.[AlbumId], al.[Title], ar.[Name] AS [ArtistName], COUNT(t.[TrackId]) AS [TrackCount]
FROM [Album] al
JOIN [Artist] ar ON ar.[ArtistId] = al.[ArtistId]
LEFT JOIN [Track] t ON t.[AlbumId] = al.[AlbumId]
GROUP BY al.[AlbumId];

CREATE TRIGGER [TrackUnitPriceNotNegative] BEFORE UPDATE OF [UnitPrice] ON [Track]
WHEN NEW.[UnitPrice] < 0
BEGIN
    SELECT RAISE(ABORT, 'a track cannot have a negative price');
END;

-- Rows
BEGIN;
PRAGMA defer_foreign_keys = ON;
INSERT INTO [Artist] (ArtistId, Name) VALUES (1, 'Ember Collective');
INSERT INTO [Artist] (ArtistId, Name) VALUES (2, 'Cinder Ensemble');
INSERT INTO [Artist] (ArtistId, Name) VALUES (3, 'Delta Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (4, 'Orbit Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (5, 'Umbra Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (6, 'Glass Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (7, NULL);
INSERT INTO [Artist] (ArtistId, Name) VALUES (8, 'Prism Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (9, 'Meadow Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (10, 'Tundra Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (11, 'Willow Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (12, 'Iris Quartet');
INSERT INTO [Artist] (ArtistId, Name) VALUES (13, 'Saffron Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (14, NULL);
INSERT INTO [Artist] (ArtistId, Name) VALUES (15, 'Kestrel Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (16, 'Amber Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (17, 'Umbra Collective');
INSERT INTO [Artist] (ArtistId, Name) VALUES (18, 'Amber Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (19, 'Velvet Quartet');
INSERT INTO [Artist] (ArtistId, Name) VALUES (20, 'Nova Band');
INSERT INTO [Artist] (ArtistId, Name) VALUES (21, NULL);
INSERT INTO [Artist] (ArtistId, Name) VALUES (22, 'Quartz Quartet');
INSERT INTO [Artist] (ArtistId, Name) VALUES (23, 'Orbit Trio');
INSERT INTO [Artist] (ArtistId, Name) VALUES (24, 'River Quartet');
INSERT INTO [Artist] (ArtistId, Name) VALUES (25, 'Lumen Quartet');
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (1, 'Velvet Harbor', 25);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (2, 'Orbit Juniper', 1);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (3, 'Nova River', 21);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (4, 'Delta Fjord', 21);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (5, 'Zenith Juniper', 4);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (6, 'Zenith Kestrel', 24);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (7, 'Willow Quartz', 14);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (8, 'Quartz Velvet', 7);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (9, 'Juniper Juniper', 19);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (10, 'Prism Quartz', 13);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (11, 'Saffron Breeze', 16);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (12, 'Harbor Zenith', 13);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (13, 'Nova Velvet', 6);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (14, 'Lumen River', 23);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (15, 'Velvet Zenith', 12);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (16, 'Cinder Orbit', 22);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (17, 'Quartz Delta', 25);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (18, 'Fjord Quartz', 13);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (19, 'Lumen Prism', 24);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (20, 'Amber Prism', 2);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (21, 'Juniper Willow', 20);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (22, 'Saffron Saffron', 13);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (23, 'Umbra Fjord', 6);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (24, 'Quartz Harbor', 1);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (25, 'Glass River', 18);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (26, 'Harbor Meadow', 17);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (27, 'Lumen Saffron', 12);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (28, 'Orbit Iris', 22);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (29, 'River Tundra', 24);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (30, 'Amber Meadow', 24);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (31, 'Quartz Ember', 17);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (32, 'River Glass', 14);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (33, 'Breeze Prism', 12);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (34, 'Saffron River', 7);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (35, 'Quartz Nova', 16);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (36, 'Lumen Nova', 12);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (37, 'Amber River', 18);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (38, 'Tundra Tundra', 11);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (39, 'Orbit Tundra', 1);
INSERT INTO [Album] (AlbumId, Title, ArtistId) VALUES (40, 'Harbor Umbra', 6);
INSERT INTO [Genre] (GenreId, Name) VALUES (1, 'Rock');
INSERT INTO [Genre] (GenreId, Name) VALUES (2, 'Jazz');
INSERT INTO [Genre] (GenreId, Name) VALUES (3, 'Metal');
INSERT INTO [Genre] (GenreId, Name) VALUES (4, 'Alternative & Punk');
INSERT INTO [Genre] (GenreId, Name) VALUES (5, 'Blues');
INSERT INTO [Genre] (GenreId, Name) VALUES (6, 'Latin');
INSERT INTO [Genre] (GenreId, Name) VALUES (7, 'Classical');
INSERT INTO [Genre] (GenreId, Name) VALUES (8, 'Soundtrack');
INSERT INTO [MediaType] (MediaTypeId, Name) VALUES (1, 'MPEG audio file');
INSERT INTO [MediaType] (MediaTypeId, Name) VALUES (2, 'Protected AAC audio file');
INSERT INTO [MediaType] (MediaTypeId, Name) VALUES (3, 'Purchased AAC audio file');
INSERT INTO [MediaType] (MediaTypeId, Name) VALUES (4, 'AAC audio file');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (1, 'Schmidt', 'Farid', 'General Manager', NULL, '1962-09-26 00:00:00', '2003-04-09 00:00:00', '190 Lumen Street', 'Boston', NULL, 'US', 'T5P 2', '+1 (403) 262-2743', NULL, 'emp1@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (2, 'Ito', 'Quinn', 'Sales Manager', 1, '1965-11-09 00:00:00', '2002-05-13 00:00:00', '193 Iris Street', 'Austin', NULL, 'US', 'T2P 5', '+1 (403) 262-8357', NULL, 'emp2@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (3, 'Tanaka', 'Nils', 'Sales Support Agent', 1, '1960-04-01 00:00:00', '2004-04-21 00:00:00', '229 Quartz Street', 'Lyon', NULL, 'FR', 'T1P 7', '+1 (403) 262-9434', NULL, 'emp3@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (4, 'Vogel', 'Umar', 'Sales Support Agent', 3, '1961-12-10 00:00:00', '2003-12-06 00:00:00', '134 Amber Street', 'Denver', NULL, 'US', 'T9P 1', '+1 (403) 262-9676', NULL, 'emp4@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (5, 'Schmidt', 'Olga', 'IT Staff', 2, '1984-12-20 00:00:00', '2003-10-07 00:00:00', '400 Juniper Street', 'Lyon', NULL, 'FR', 'T9P 8', '+1 (403) 262-0281', NULL, 'emp5@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (6, 'Tanaka', 'Maya', 'Sales Support Agent', 3, '1960-03-07 00:00:00', '2002-07-18 00:00:00', '858 Velvet Street', 'Denver', NULL, 'US', 'T9P 8', '+1 (403) 262-8724', NULL, 'emp6@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (7, 'Costa', 'Xenia', 'IT Staff', 2, '1962-03-06 00:00:00', '2003-06-11 00:00:00', '241 Tundra Street', 'Lyon', NULL, 'FR', 'T8P 3', '+1 (403) 262-9502', NULL, 'emp7@chinookcorp.example');
INSERT INTO [Employee] (EmployeeId, LastName, FirstName, Title, ReportsTo, BirthDate, HireDate, Address, City, State, Country, PostalCode, Phone, Fax, Email) VALUES (8, 'Zimmer', 'Dmitri', 'Sales Support Agent', 3, '1961-07-03 00:00:00', '2003-02-19 00:00:00', '84 Iris Street', 'Boston', NULL, 'US', 'T6P 5', '+1 (403) 262-9247', NULL, 'emp8@chinookcorp.example');
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (1, 'Dmitri', 'Olsen', NULL, '142 Delta Road', 'Boston', NULL, 'US', '15996', '+49 030 4961659', NULL, 'customer1@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (2, 'Chloe', 'Novak', NULL, '59 Breeze Road', 'Berlin', NULL, 'DE', '34631', '+49 030 4020380', NULL, 'customer2@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (3, 'Dmitri', 'Olsen', 'Fjord GmbH', '349 Harbor Road', 'Austin', NULL, 'US', '30833', '+49 030 1725270', NULL, 'customer3@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (4, 'Zoe', 'Rossi', NULL, '151 River Road', 'Nantes', NULL, 'FR', '43214', '+49 030 8002901', NULL, 'customer4@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (5, 'Greta', 'Ueda', NULL, '163 Breeze Road', 'Paris', NULL, 'FR', '13573', '+49 030 0176263', NULL, 'customer5@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (6, 'Olga', 'Moreau', 'Kestrel GmbH', '205 Cinder Road', 'Denver', NULL, 'US', '18413', '+49 030 5324241', NULL, 'customer6@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (7, 'Ines', 'Garcia', NULL, '317 River Road', 'Paris', NULL, 'FR', '71462', '+49 030 5969786', NULL, 'customer7@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (8, 'Rosa', 'Garcia', NULL, '158 Glass Road', 'Austin', NULL, 'US', '42293', '+49 030 6047575', NULL, 'customer8@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (9, 'Chloe', 'Zimmer', 'Orbit GmbH', '47 Umbra Road', 'Hamburg', NULL, 'DE', '85282', '+49 030 5685526', NULL, 'customer9@example.com', 4);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (10, 'Jonas', 'Berg', NULL, '168 Fjord Road', 'Nantes', NULL, 'FR', '51515', '+49 030 9714119', NULL, 'customer10@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (11, 'Keiko', 'Dahl', NULL, '279 Tundra Road', 'Lyon', NULL, NULL, '85888', '+49 030 9998592', NULL, 'customer11@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (12, 'Hugo', 'Abbott', 'Harbor GmbH', '206 Cinder Road', 'Lyon', NULL, 'FR', '45135', '+49 030 9247681', NULL, 'customer12@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (13, 'Ada', 'Ueda', NULL, '6 Juniper Road', 'Paris', NULL, 'FR', '57079', '+49 030 8275547', NULL, 'customer13@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (14, 'Dmitri', 'Quist', NULL, '399 Kestrel Road', 'Austin', NULL, 'US', '20106', '+49 030 8544133', NULL, 'customer14@example.com', 4);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (15, 'Yusuf', 'Eklund', 'Ember GmbH', '164 Juniper Road', 'Austin', NULL, 'US', '24008', '+49 030 8629499', NULL, 'customer15@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (16, 'Greta', 'Eklund', NULL, '280 Zenith Road', 'Austin', NULL, 'US', '14162', '+49 030 5302752', NULL, 'customer16@example.com', 4);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (17, 'Jonas', 'Novak', NULL, '276 Fjord Road', 'Austin', NULL, 'US', '16364', '+49 030 4148953', NULL, 'customer17@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (18, 'Vera', 'Olsen', 'Nova GmbH', '282 Iris Road', 'Paris', NULL, 'FR', '80959', '+49 030 7371888', NULL, 'customer18@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (19, 'Maya', 'Kowalski', NULL, '88 Iris Road', 'Berlin', NULL, 'DE', '73672', '+49 030 0409506', NULL, 'customer19@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (20, 'Bruno', 'Weber', NULL, '182 Saffron Road', 'Berlin', NULL, 'DE', '28125', '+49 030 9958055', NULL, 'customer20@example.com', 4);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (21, 'Ines', 'Ito', 'Meadow GmbH', '289 Meadow Road', 'Austin', NULL, 'US', '32567', '+49 030 1497320', NULL, 'customer21@example.com', 4);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (22, 'Ada', 'Fischer', NULL, '271 Kestrel Road', 'Munich', NULL, NULL, '75653', '+49 030 7353738', NULL, 'customer22@example.com', 4);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (23, 'Keiko', 'Petit', NULL, '352 Prism Road', 'Lyon', NULL, 'FR', '39499', '+49 030 6916342', NULL, 'customer23@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (24, 'Tara', 'Young', 'Umbra GmbH', '141 Umbra Road', 'Boston', NULL, 'US', '38766', '+49 030 0808617', NULL, 'customer24@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (25, 'Umar', 'Lind', NULL, '82 Quartz Road', 'Boston', NULL, 'US', '36718', '+49 030 5231170', NULL, 'customer25@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (26, 'Rosa', 'Lind', NULL, '85 Willow Road', 'Hamburg', NULL, 'DE', '70919', '+49 030 9975360', NULL, 'customer26@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (27, 'Tara', 'Quist', 'Saffron GmbH', '194 Fjord Road', 'Paris', NULL, 'FR', '30418', '+49 030 4204293', NULL, 'customer27@example.com', NULL);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (28, 'Sven', 'Young', NULL, '388 Breeze Road', 'Lyon', NULL, 'FR', '74884', '+49 030 6603633', NULL, 'customer28@example.com', 5);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (29, 'Quinn', 'Fischer', NULL, '279 Zenith Road', 'Nantes', NULL, 'FR', '15335', '+49 030 8794179', NULL, 'customer29@example.com', 3);
INSERT INTO [Customer] (CustomerId, FirstName, LastName, Company, Address, City, State, Country, PostalCode, Phone, Fax, Email, SupportRepId) VALUES (30, 'Umar', 'Dahl', 'Iris GmbH', '378 Cinder Road', 'Hamburg', NULL, 'DE', '28235', '+49 030 1375870', NULL, 'customer30@example.com', NULL);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (1, 'Meadow Nova', 26, 2, 6, 'Olga Eklund', 375834, 6557023, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (2, 'Nova', 39, 4, 2, 'Vera Jansen', 265580, 7164379, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (3, 'Zenith River Amber Glass', 34, 4, 1, 'Ada Ueda', 247003, 7368733, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (4, 'Fjord Juniper', 10, 2, 5, NULL, 283124, 7209105, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (5, 'Fjord River Lumen Prism', 27, 1, 4, 'Sven Moreau', 227385, 7765525, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (6, 'Amber', 8, 1, 5, 'Vera Zimmer', 191614, 4261371, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (7, 'Saffron Juniper Nova', 33, 3, 6, 'Ada Dahl', 351900, 10542233, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (8, 'Juniper River Meadow', 22, 4, 2, NULL, 317949, 9415366, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (9, 'River Amber', 18, 2, 8, 'Tara Quist', 334415, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (10, 'Willow Fjord Orbit', 40, 2, 6, 'Quinn Abbott', 324033, 10144904, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (11, 'Kestrel Tundra Saffron Zenith', 5, 4, 4, 'Umar Ueda', 272508, 3348568, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (12, 'Zenith Umbra Ember Umbra', 26, 3, 3, NULL, 158489, 3169920, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (13, 'Iris Willow Nova', 35, 3, NULL, 'Elena Olsen', 255974, 11129283, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (14, 'Orbit Quartz', 3, 3, 2, 'Xenia Schmidt', 341562, 4170282, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (15, 'Cinder Velvet Orbit', 2, 2, 3, 'Wim Costa', 330723, 7627082, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (16, 'Glass Quartz Glass', 16, 3, 5, NULL, 155942, 4256358, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (17, 'Orbit Quartz River', NULL, 1, 3, 'Jonas Ueda', 411631, 7525832, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (18, 'Tundra Zenith Harbor', 26, 4, 3, 'Pavel Ito', 292828, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (19, 'Iris Tundra', 16, 1, 7, 'Keiko Novak', 250247, 7514605, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (20, 'Cinder Umbra', 11, 4, 3, NULL, 257355, 10707310, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (21, 'Ember Ember', 29, 3, 5, 'Yusuf Moreau', 246087, 4943421, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (22, 'Willow Velvet', 20, 1, 2, 'Hugo Moreau', 288490, 11260455, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (23, 'Fjord', 3, 1, 1, 'Yusuf Garcia', 138199, 11295669, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (24, 'Kestrel Velvet Iris Delta', 40, 2, 2, NULL, 236426, 9705949, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (25, 'Prism Orbit', 25, 2, 4, 'Hugo Jansen', 362522, 9536294, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (26, 'Orbit Willow', 17, 3, NULL, 'Pavel Schmidt', 178167, 6587769, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (27, 'Breeze', 1, 1, 8, 'Keiko Moreau', 270583, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (28, 'Meadow Fjord', 10, 1, 1, NULL, 323041, 5435686, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (29, 'Saffron', 25, 3, 3, 'Chloe Olsen', 279069, 3242288, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (30, 'River', 4, 2, 1, 'Ines Zimmer', 181570, 10256312, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (31, 'Glass', 2, 4, 3, 'Xenia Ito', 220624, 10508045, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (32, 'Kestrel Umbra Iris Iris', 16, 2, 1, NULL, 211895, 8865562, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (33, 'Tundra Willow River Umbra', 34, 1, 6, 'Rosa Novak', 402116, 6344845, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (34, 'Velvet Cinder Willow Iris', NULL, 1, 5, 'Farid Dahl', 199172, 3984975, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (35, 'Nova Breeze', 4, 1, 8, 'Quinn Lind', 172052, 8246024, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (36, 'Ember', 35, 1, 8, NULL, 187215, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (37, 'Willow Orbit Amber Zenith', 34, 3, 2, 'Ines Kowalski', 164976, 8064028, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (38, 'Meadow', 4, 3, 6, 'Xenia Eklund', 256472, 9378415, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (39, 'Velvet', 20, 1, NULL, 'Nils Haas', 383580, 6446230, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (40, 'Kestrel Quartz Meadow', 38, 4, 2, NULL, 188012, 10526455, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (41, 'Juniper', 11, 2, 6, 'Maya Quist', 289984, 4633766, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (42, 'Lumen Ember Saffron Cinder', 3, 3, 6, 'Nils Jansen', 287142, 8915917, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (43, 'Kestrel Zenith Zenith', 34, 1, 2, 'Elena Kowalski', 290693, 8495619, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (44, 'Orbit', 18, 4, 8, NULL, 310927, 9384195, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (45, 'Saffron', 4, 2, 1, 'Quinn Petit', 252077, NULL, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (46, 'Willow Saffron', 22, 3, 6, 'Maya Jansen', 363569, 8711831, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (47, 'Amber Ember', 17, 2, 3, 'Dmitri Fischer', 335539, 3840622, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (48, 'River', 18, 1, 4, NULL, 257204, 4120268, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (49, 'Cinder', 14, 2, 7, 'Ada Schmidt', 312992, 11165017, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (50, 'Harbor Glass Tundra', 32, 2, 7, 'Olga Vogel', 312497, 6167965, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (51, 'Zenith Cinder Iris Nova', NULL, 2, 1, 'Xenia Rossi', 319605, 11628250, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (52, 'Cinder Meadow Tundra Quartz', 38, 4, NULL, NULL, 141033, 8902665, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (53, 'Amber Glass Juniper Willow', 1, 1, 5, 'Quinn Young', 285440, 7739678, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (54, 'River Quartz Nova Tundra', 38, 3, 8, 'Jonas Eklund', 385456, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (55, 'Saffron Ember River Fjord', 17, 1, 7, 'Xenia Vogel', 416699, 3608170, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (56, 'Nova Meadow Juniper', 2, 1, 2, NULL, 122526, 9432656, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (57, 'Orbit Iris Lumen', 31, 3, 7, 'Olga Dahl', 373610, 8947468, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (58, 'Nova Ember', 2, 2, 5, 'Luca Eklund', 270546, 9927500, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (59, 'Quartz Juniper Zenith', 27, 3, 7, 'Keiko Zimmer', 374696, 6614890, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (60, 'Meadow Willow Nova Cinder', 5, 2, 4, NULL, 198435, 6845813, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (61, 'Delta', 17, 2, 8, 'Yusuf Dahl', 329259, 6144637, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (62, 'Cinder', 28, 1, 4, 'Rosa Novak', 301771, 3789112, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (63, 'Zenith', 36, 4, 2, 'Ines Vogel', 266147, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (64, 'Prism Willow', 4, 2, 2, NULL, 324323, 5076823, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (65, 'Juniper Velvet Quartz Prism', 26, 1, NULL, 'Tara Petit', 175485, 5502045, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (66, 'Tundra Willow Glass Fjord', 34, 3, 7, 'Xenia Rossi', 271305, 11262385, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (67, 'Tundra Kestrel', 32, 1, 1, 'Yusuf Young', 301864, 7488470, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (68, 'River', NULL, 4, 5, NULL, 172826, 6834603, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (69, 'Iris Willow Harbor', 27, 2, 3, 'Ines Garcia', 333761, 3980291, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (70, 'Nova Iris', 18, 4, 5, 'Ines Petit', 232407, 11367773, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (71, 'Tundra Prism Harbor', 22, 2, 3, 'Xenia Schmidt', 356513, 11971838, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (72, 'Breeze Quartz', 21, 2, 4, NULL, 285342, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (73, 'Prism Kestrel Delta Ember', 9, 3, 4, 'Chloe Ueda', 402499, 3839381, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (74, 'Velvet Delta', 15, 2, 5, 'Nils Kowalski', 122221, 3336410, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (75, 'Tundra Harbor Cinder', 15, 3, 6, 'Ines Tanaka', 391806, 9363204, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (76, 'Delta', 22, 3, 3, NULL, 179454, 7208089, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (77, 'Velvet Saffron', 3, 3, 2, 'Chloe Young', 174111, 8032932, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (78, 'Harbor Iris Quartz', 4, 3, NULL, 'Ada Costa', 192894, 9699599, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (79, 'Zenith Umbra Willow', 16, 1, 6, 'Ines Abbott', 390133, 8399372, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (80, 'Lumen', 9, 3, 7, NULL, 167748, 11853902, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (81, 'Saffron Nova River Meadow', 20, 2, 5, 'Rosa Eklund', 148279, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (82, 'Fjord', 16, 2, 7, 'Ines Rossi', 130478, 7201218, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (83, 'Quartz Iris Prism', 9, 4, 2, 'Xenia Lind', 156215, 9092519, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (84, 'Tundra', 20, 4, 3, NULL, 201669, 4247333, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (85, 'Velvet Glass', NULL, 4, 6, 'Luca Jansen', 203764, 5610611, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (86, 'Orbit Meadow Delta Tundra', 10, 3, 5, 'Vera Vogel', 124291, 3162711, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (87, 'Meadow Zenith', 36, 1, 8, 'Ada Zimmer', 346468, 10084669, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (88, 'Lumen Nova Meadow', 39, 4, 1, NULL, 172002, 10898107, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (89, 'Umbra', 1, 1, 2, 'Sven Eklund', 398105, 11524140, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (90, 'River Iris Saffron', 23, 4, 4, 'Zoe Tanaka', 245730, NULL, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (91, 'River', 23, 2, NULL, 'Dmitri Zimmer', 141274, 8262988, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (92, 'Zenith Lumen Iris Velvet', 4, 4, 7, NULL, 317291, 9018729, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (93, 'Kestrel Orbit Willow', 16, 2, 1, 'Keiko Vogel', 179507, 11607440, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (94, 'River Umbra', 32, 3, 2, 'Sven Abbott', 371792, 6510030, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (95, 'Umbra Fjord Meadow Willow', 15, 1, 4, 'Keiko Kowalski', 248540, 10739420, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (96, 'Lumen Prism Umbra Velvet', 13, 4, 8, NULL, 329116, 5020148, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (97, 'Iris Ember Ember Amber', 25, 4, 2, 'Zoe Abbott', 159104, 6069652, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (98, 'Meadow Velvet Quartz Juniper', 10, 2, 2, 'Ines Abbott', 363495, 9652962, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (99, 'River Willow', 26, 1, 4, 'Nils Fischer', 213875, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (100, 'Velvet Harbor Cinder', 35, 2, 3, NULL, 316966, 3361938, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (101, 'Nova Harbor', 3, 2, 2, 'Hugo Moreau', 363766, 4998056, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (102, 'Meadow', NULL, 1, 2, 'Umar Petit', 143582, 11698605, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (103, 'Amber Amber', 20, 4, 5, 'Xenia Novak', 207397, 5234748, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (104, 'River Umbra Orbit', 33, 4, NULL, NULL, 410361, 5812161, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (105, 'Willow Meadow Glass Prism', 18, 3, 3, 'Ines Schmidt', 266532, 5938652, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (106, 'Zenith', 24, 3, 3, 'Ines Ito', 252264, 8861181, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (107, 'Iris Saffron Orbit Amber', 10, 2, 5, 'Hugo Garcia', 156941, 6328787, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (108, 'Willow Harbor Saffron Ember', 36, 4, 7, NULL, 222675, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (109, 'Umbra', 5, 2, 1, 'Ada Young', 332539, 9419451, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (110, 'Velvet Ember Saffron Tundra', 9, 1, 4, 'Maya Eklund', 269773, 6395905, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (111, 'Lumen Zenith Fjord Harbor', 20, 2, 6, 'Pavel Rossi', 272970, 4486182, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (112, 'Glass Willow Orbit', 2, 3, 2, NULL, 315366, 10442255, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (113, 'Tundra Breeze Breeze', 21, 2, 3, 'Umar Dahl', 178991, 10302996, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (114, 'Zenith Glass', 33, 4, 2, 'Wim Garcia', 321232, 11681292, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (115, 'Willow Saffron', 17, 1, 2, 'Zoe Garcia', 415023, 9342625, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (116, 'River Tundra Harbor Iris', 3, 2, 4, NULL, 335190, 7591755, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (117, 'Meadow Iris Prism Delta', 9, 2, NULL, 'Rosa Abbott', 357990, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (118, 'Prism', 14, 4, 6, 'Hugo Dahl', 160429, 3715685, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (119, 'Orbit Glass Fjord Tundra', NULL, 2, 7, 'Quinn Lind', 223323, 6904369, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (120, 'Velvet Saffron Cinder', 22, 1, 8, NULL, 143173, 5965874, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (121, 'Juniper Prism', 3, 1, 7, 'Chloe Moreau', 388288, 8054953, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (122, 'Iris Lumen Prism Breeze', 36, 4, 1, 'Nils Jansen', 286362, 5506476, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (123, 'Cinder Tundra Lumen', 27, 4, 1, 'Sven Schmidt', 179511, 3619706, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (124, 'Delta', 22, 3, 6, NULL, 408821, 3578168, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (125, 'Saffron Cinder Prism', 6, 4, 6, 'Quinn Rossi', 121785, 5696274, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (126, 'Lumen Glass Ember', 38, 2, 2, 'Maya Kowalski', 386674, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (127, 'Lumen Kestrel Iris Tundra', 24, 1, 2, 'Yusuf Ueda', 249314, 7454558, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (128, 'River Juniper Saffron Tundra', 6, 1, 3, NULL, 260139, 9942379, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (129, 'Ember', 19, 3, 4, 'Greta Dahl', 265295, 11060137, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (130, 'Zenith', 33, 3, NULL, 'Zoe Garcia', 405037, 4260395, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (131, 'Kestrel Juniper Quartz', 9, 1, 8, 'Luca Young', 139549, 3481667, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (132, 'Nova Zenith Fjord', 36, 1, 7, NULL, 216663, 6312255, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (133, 'Delta Saffron', 9, 1, 5, 'Olga Garcia', 148989, 9061716, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (134, 'Kestrel Tundra Zenith Lumen', 15, 1, 1, 'Pavel Berg', 206187, 7249892, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (135, 'Amber', 15, 1, 3, 'Bruno Quist', 224989, NULL, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (136, 'Orbit Juniper', NULL, 2, 8, NULL, 385233, 9230688, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (137, 'Meadow Umbra Cinder', 13, 2, 4, 'Vera Tanaka', 275694, 10151122, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (138, 'Lumen Amber Prism Amber', 7, 4, 6, 'Keiko Costa', 340298, 6276481, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (139, 'Tundra Saffron Velvet River', 33, 4, 8, 'Tara Petit', 206704, 7500780, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (140, 'Saffron Meadow Tundra', 35, 3, 5, NULL, 282656, 3246081, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (141, 'Orbit', 30, 3, 4, 'Quinn Olsen', 229653, 10985943, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (142, 'Willow Umbra Ember', 25, 4, 1, 'Umar Dahl', 306814, 3137415, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (143, 'River Zenith Breeze', 20, 4, NULL, 'Ada Kowalski', 297292, 8181197, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (144, 'Glass', 6, 3, 2, NULL, 154744, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (145, 'Willow Juniper', 27, 3, 4, 'Ada Ueda', 215936, 11458646, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (146, 'Juniper Juniper Meadow', 27, 4, 2, 'Greta Novak', 241428, 3708390, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (147, 'Umbra Harbor', 16, 4, 7, 'Greta Tanaka', 199682, 8020659, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (148, 'Amber Willow Willow', 20, 4, 8, NULL, 209588, 5455956, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (149, 'Lumen', 28, 3, 8, 'Keiko Tanaka', 178467, 7903791, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (150, 'Nova Amber Juniper', 6, 4, 2, 'Quinn Haas', 258767, 10327841, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (151, 'Harbor Breeze Delta', 39, 2, 3, 'Jonas Berg', 155811, 6661554, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (152, 'Velvet', 4, 4, 1, NULL, 154690, 3922973, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (153, 'Breeze', NULL, 3, 6, 'Zoe Abbott', 124613, NULL, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (154, 'Prism Glass', 18, 3, 5, 'Hugo Fischer', 230493, 9567485, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (155, 'Harbor', 36, 4, 1, 'Keiko Kowalski', 333259, 5009029, 1.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (156, 'Saffron', 12, 1, NULL, NULL, 216915, 6663637, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (157, 'Fjord Juniper', 7, 1, 6, 'Xenia Eklund', 152935, 10435245, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (158, 'Harbor Breeze', 19, 3, 1, 'Sven Costa', 352008, 6359290, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (159, 'Velvet Fjord', 8, 1, 4, 'Bruno Young', 180783, 4466721, 0.99);
INSERT INTO [Track] (TrackId, Name, AlbumId, MediaTypeId, GenreId, Composer, Milliseconds, Bytes, UnitPrice) VALUES (160, 'Juniper Willow', 17, 4, 4, NULL, 136915, 7223952, 1.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (1, 25, '2013-07-28 00:00:00', '82 Quartz Road', 'Boston', NULL, 'US', '36718', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (2, 14, '2010-02-25 00:00:00', '399 Kestrel Road', 'Austin', NULL, 'US', '20106', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (3, 18, '2011-07-16 00:00:00', '282 Iris Road', 'Paris', NULL, 'FR', '80959', 7.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (4, 5, '2010-08-21 00:00:00', '163 Breeze Road', 'Paris', NULL, 'FR', '13573', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (5, 6, '2010-06-21 00:00:00', '205 Cinder Road', 'Denver', NULL, 'US', '18413', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (6, 28, '2010-11-11 00:00:00', '388 Breeze Road', 'Lyon', NULL, 'FR', '74884', 6.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (7, 16, '2011-12-12 00:00:00', '280 Zenith Road', 'Austin', NULL, 'US', '14162', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (8, 12, '2013-12-26 00:00:00', '206 Cinder Road', 'Lyon', NULL, 'FR', '45135', 4.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (9, 27, '2011-12-19 00:00:00', '194 Fjord Road', 'Paris', NULL, 'FR', '30418', 4.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (10, 5, '2010-02-10 00:00:00', '163 Breeze Road', 'Paris', NULL, 'FR', '13573', 4.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (11, 29, '2010-04-25 00:00:00', '279 Zenith Road', 'Nantes', NULL, 'FR', '15335', 7.92);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (12, 7, '2011-03-02 00:00:00', '317 River Road', 'Paris', NULL, 'FR', '71462', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (13, 8, '2010-10-23 00:00:00', '158 Glass Road', 'Austin', NULL, 'US', '42293', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (14, 1, '2009-06-16 00:00:00', '142 Delta Road', 'Boston', NULL, 'US', '15996', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (15, 16, '2013-11-10 00:00:00', '280 Zenith Road', 'Austin', NULL, 'US', '14162', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (16, 26, '2012-02-09 00:00:00', '85 Willow Road', 'Hamburg', NULL, 'DE', '70919', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (17, 28, '2011-05-16 00:00:00', '388 Breeze Road', 'Lyon', NULL, 'FR', '74884', 4.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (18, 6, '2011-06-25 00:00:00', '205 Cinder Road', 'Denver', NULL, 'US', '18413', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (19, 16, '2009-07-12 00:00:00', '280 Zenith Road', 'Austin', NULL, 'US', '14162', 7.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (20, 23, '2010-01-24 00:00:00', '352 Prism Road', 'Lyon', NULL, 'FR', '39499', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (21, 24, '2013-08-23 00:00:00', '141 Umbra Road', 'Boston', NULL, 'US', '38766', 3.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (22, 26, '2012-09-24 00:00:00', '85 Willow Road', 'Hamburg', NULL, 'DE', '70919', 4.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (23, 15, '2011-08-08 00:00:00', '164 Juniper Road', 'Austin', NULL, 'US', '24008', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (24, 18, '2012-01-12 00:00:00', '282 Iris Road', 'Paris', NULL, 'FR', '80959', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (25, 6, '2013-04-13 00:00:00', '205 Cinder Road', 'Denver', NULL, 'US', '18413', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (26, 9, '2013-09-10 00:00:00', '47 Umbra Road', 'Hamburg', NULL, 'DE', '85282', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (27, 14, '2009-06-04 00:00:00', '399 Kestrel Road', 'Austin', NULL, 'US', '20106', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (28, 21, '2011-04-02 00:00:00', '289 Meadow Road', 'Austin', NULL, 'US', '32567', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (29, 4, '2013-04-19 00:00:00', '151 River Road', 'Nantes', NULL, 'FR', '43214', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (30, 10, '2009-09-08 00:00:00', '168 Fjord Road', 'Nantes', NULL, 'FR', '51515', 5.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (31, 15, '2012-06-17 00:00:00', '164 Juniper Road', 'Austin', NULL, 'US', '24008', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (32, 18, '2013-04-08 00:00:00', '282 Iris Road', 'Paris', NULL, 'FR', '80959', 6.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (33, 21, '2012-03-12 00:00:00', '289 Meadow Road', 'Austin', NULL, 'US', '32567', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (34, 13, '2012-05-24 00:00:00', '6 Juniper Road', 'Paris', NULL, 'FR', '57079', 3.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (35, 19, '2012-02-18 00:00:00', '88 Iris Road', 'Berlin', NULL, 'DE', '73672', 6.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (36, 11, '2012-09-07 00:00:00', '279 Tundra Road', 'Lyon', NULL, NULL, '85888', 7.92);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (37, 7, '2011-07-01 00:00:00', '317 River Road', 'Paris', NULL, 'FR', '71462', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (38, 20, '2012-11-12 00:00:00', '182 Saffron Road', 'Berlin', NULL, 'DE', '28125', 7.93);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (39, 20, '2012-04-23 00:00:00', '182 Saffron Road', 'Berlin', NULL, 'DE', '28125', 3.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (40, 1, '2011-03-13 00:00:00', '142 Delta Road', 'Boston', NULL, 'US', '15996', 4.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (41, 28, '2010-02-15 00:00:00', '388 Breeze Road', 'Lyon', NULL, 'FR', '74884', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (42, 14, '2009-06-25 00:00:00', '399 Kestrel Road', 'Austin', NULL, 'US', '20106', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (43, 23, '2010-06-23 00:00:00', '352 Prism Road', 'Lyon', NULL, 'FR', '39499', 8.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (44, 24, '2010-12-08 00:00:00', '141 Umbra Road', 'Boston', NULL, 'US', '38766', 4.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (45, 26, '2011-09-07 00:00:00', '85 Willow Road', 'Hamburg', NULL, 'DE', '70919', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (46, 27, '2009-08-23 00:00:00', '194 Fjord Road', 'Paris', NULL, 'FR', '30418', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (47, 21, '2011-09-07 00:00:00', '289 Meadow Road', 'Austin', NULL, 'US', '32567', 8.93);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (48, 8, '2013-08-19 00:00:00', '158 Glass Road', 'Austin', NULL, 'US', '42293', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (49, 27, '2011-07-05 00:00:00', '194 Fjord Road', 'Paris', NULL, 'FR', '30418', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (50, 22, '2010-12-17 00:00:00', '271 Kestrel Road', 'Munich', NULL, NULL, '75653', 7.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (51, 12, '2012-03-26 00:00:00', '206 Cinder Road', 'Lyon', NULL, 'FR', '45135', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (52, 5, '2009-08-18 00:00:00', '163 Breeze Road', 'Paris', NULL, 'FR', '13573', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (53, 5, '2009-04-19 00:00:00', '163 Breeze Road', 'Paris', NULL, 'FR', '13573', 8.93);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (54, 12, '2009-04-04 00:00:00', '206 Cinder Road', 'Lyon', NULL, 'FR', '45135', 3.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (55, 3, '2010-02-10 00:00:00', '349 Harbor Road', 'Austin', NULL, 'US', '30833', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (56, 19, '2012-04-09 00:00:00', '88 Iris Road', 'Berlin', NULL, 'DE', '73672', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (57, 15, '2012-08-10 00:00:00', '164 Juniper Road', 'Austin', NULL, 'US', '24008', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (58, 11, '2012-02-27 00:00:00', '279 Tundra Road', 'Lyon', NULL, NULL, '85888', 4.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (59, 27, '2012-01-15 00:00:00', '194 Fjord Road', 'Paris', NULL, 'FR', '30418', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (60, 30, '2011-10-26 00:00:00', '378 Cinder Road', 'Hamburg', NULL, 'DE', '28235', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (61, 10, '2013-07-04 00:00:00', '168 Fjord Road', 'Nantes', NULL, 'FR', '51515', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (62, 20, '2009-10-04 00:00:00', '182 Saffron Road', 'Berlin', NULL, 'DE', '28125', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (63, 17, '2009-09-12 00:00:00', '276 Fjord Road', 'Austin', NULL, 'US', '16364', 2.97);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (64, 14, '2009-01-14 00:00:00', '399 Kestrel Road', 'Austin', NULL, 'US', '20106', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (65, 16, '2011-09-05 00:00:00', '280 Zenith Road', 'Austin', NULL, 'US', '14162', 5.94);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (66, 8, '2012-06-27 00:00:00', '158 Glass Road', 'Austin', NULL, 'US', '42293', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (67, 5, '2010-03-23 00:00:00', '163 Breeze Road', 'Paris', NULL, 'FR', '13573', 6.93);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (68, 2, '2010-09-11 00:00:00', '59 Breeze Road', 'Berlin', NULL, 'DE', '34631', 4.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (69, 16, '2011-12-21 00:00:00', '280 Zenith Road', 'Austin', NULL, 'US', '14162', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (70, 20, '2011-07-20 00:00:00', '182 Saffron Road', 'Berlin', NULL, 'DE', '28125', 6.93);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (71, 7, '2013-12-18 00:00:00', '317 River Road', 'Paris', NULL, 'FR', '71462', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (72, 22, '2011-08-09 00:00:00', '271 Kestrel Road', 'Munich', NULL, NULL, '75653', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (73, 26, '2009-08-19 00:00:00', '85 Willow Road', 'Hamburg', NULL, 'DE', '70919', 3.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (74, 25, '2010-11-02 00:00:00', '82 Quartz Road', 'Boston', NULL, 'US', '36718', 3.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (75, 20, '2009-02-27 00:00:00', '182 Saffron Road', 'Berlin', NULL, 'DE', '28125', 0.99);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (76, 12, '2011-09-08 00:00:00', '206 Cinder Road', 'Lyon', NULL, 'FR', '45135', 4.95);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (77, 8, '2011-10-01 00:00:00', '158 Glass Road', 'Austin', NULL, 'US', '42293', 5.96);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (78, 28, '2011-07-07 00:00:00', '388 Breeze Road', 'Lyon', NULL, 'FR', '74884', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (79, 18, '2010-03-02 00:00:00', '282 Iris Road', 'Paris', NULL, 'FR', '80959', 1.98);
INSERT INTO [Invoice] (InvoiceId, CustomerId, InvoiceDate, BillingAddress, BillingCity, BillingState, BillingCountry, BillingPostalCode, Total) VALUES (80, 26, '2011-09-26 00:00:00', '85 Willow Road', 'Hamburg', NULL, 'DE', '70919', 1.99);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (1, 1, 84, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (2, 1, 92, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (3, 2, 126, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (4, 2, 46, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (5, 3, 86, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (6, 3, 105, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (7, 3, 94, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (8, 4, 44, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (9, 4, 146, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (10, 4, 141, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (11, 5, 157, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (12, 6, 80, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (13, 6, 110, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (14, 6, 141, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (15, 6, 116, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (16, 7, 12, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (17, 8, 88, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (18, 8, 48, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (19, 8, 9, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (20, 9, 84, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (21, 9, 63, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (22, 9, 13, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (23, 10, 95, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (24, 10, 37, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (25, 11, 113, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (26, 11, 47, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (27, 11, 51, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (28, 11, 19, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (29, 12, 42, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (30, 13, 23, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (31, 13, 51, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (32, 14, 81, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (33, 14, 142, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (34, 15, 131, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (35, 16, 124, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (36, 17, 5, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (37, 17, 84, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (38, 17, 81, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (39, 18, 13, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (40, 18, 111, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (41, 18, 157, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (42, 19, 156, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (43, 19, 45, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (44, 19, 37, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (45, 20, 102, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (46, 20, 39, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (47, 21, 10, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (48, 22, 145, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (49, 22, 102, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (50, 23, 152, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (51, 23, 14, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (52, 24, 23, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (53, 24, 92, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (54, 24, 42, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (55, 25, 123, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (56, 25, 148, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (57, 25, 157, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (58, 25, 114, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (59, 26, 44, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (60, 26, 34, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (61, 27, 118, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (62, 27, 44, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (63, 27, 152, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (64, 27, 73, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (65, 28, 159, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (66, 28, 116, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (67, 29, 36, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (68, 29, 102, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (69, 29, 122, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (70, 29, 134, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (71, 30, 45, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (72, 30, 47, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (73, 30, 143, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (74, 31, 27, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (75, 31, 14, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (76, 31, 72, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (77, 32, 158, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (78, 32, 130, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (79, 32, 82, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (80, 32, 90, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (81, 33, 27, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (82, 33, 109, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (83, 34, 100, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (84, 35, 81, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (85, 35, 45, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (86, 35, 126, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (87, 35, 115, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (88, 36, 144, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (89, 36, 149, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (90, 36, 144, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (91, 36, 83, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (92, 37, 14, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (93, 37, 159, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (94, 38, 54, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (95, 38, 58, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (96, 38, 102, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (97, 38, 45, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (98, 39, 60, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (99, 39, 157, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (100, 40, 24, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (101, 40, 40, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (102, 40, 137, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (103, 41, 54, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (104, 41, 41, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (105, 41, 138, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (106, 42, 86, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (107, 42, 153, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (108, 43, 152, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (109, 43, 9, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (110, 43, 35, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (111, 43, 145, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (112, 44, 17, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (113, 44, 122, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (114, 44, 136, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (115, 45, 78, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (116, 46, 103, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (117, 47, 72, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (118, 47, 111, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (119, 47, 90, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (120, 47, 106, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (121, 48, 6, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (122, 48, 101, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (123, 49, 12, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (124, 50, 107, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (125, 50, 150, 1.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (126, 50, 130, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (127, 51, 63, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (128, 52, 7, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (129, 52, 7, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (130, 52, 18, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (131, 53, 155, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (132, 53, 62, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (133, 53, 123, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (134, 53, 113, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (135, 54, 25, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (136, 55, 132, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (137, 56, 144, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (138, 56, 101, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (139, 56, 153, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (140, 56, 71, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (141, 57, 69, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (142, 58, 106, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (143, 58, 123, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (144, 58, 79, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (145, 58, 17, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (146, 59, 139, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (147, 59, 36, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (148, 59, 129, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (149, 60, 139, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (150, 60, 33, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (151, 60, 138, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (152, 61, 69, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (153, 62, 24, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (154, 62, 136, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (155, 62, 151, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (156, 62, 49, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (157, 63, 52, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (158, 63, 137, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (159, 63, 59, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (160, 64, 158, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (161, 64, 74, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (162, 64, 18, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (163, 65, 112, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (164, 65, 48, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (165, 65, 9, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (166, 65, 107, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (167, 66, 94, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (168, 67, 28, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (169, 67, 157, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (170, 67, 121, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (171, 67, 68, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (172, 68, 118, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (173, 68, 34, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (174, 68, 127, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (175, 68, 76, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (176, 69, 46, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (177, 70, 103, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (178, 70, 7, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (179, 70, 37, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (180, 70, 33, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (181, 71, 123, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (182, 71, 68, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (183, 71, 84, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (184, 72, 144, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (185, 73, 105, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (186, 74, 126, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (187, 74, 131, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (188, 74, 97, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (189, 74, 106, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (190, 75, 89, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (191, 76, 24, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (192, 76, 159, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (193, 76, 84, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (194, 77, 80, 1.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (195, 77, 138, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (196, 78, 38, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (197, 78, 42, 0.99, 1);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (198, 79, 81, 0.99, 2);
INSERT INTO [InvoiceLine] (InvoiceLineId, InvoiceId, TrackId, UnitPrice, Quantity) VALUES (199, 80, 80, 1.99, 1);
INSERT INTO [Playlist] (PlaylistId, Name) VALUES (1, 'Music');
INSERT INTO [Playlist] (PlaylistId, Name) VALUES (2, 'Movies');
INSERT INTO [Playlist] (PlaylistId, Name) VALUES (3, 'TV Shows');
INSERT INTO [Playlist] (PlaylistId, Name) VALUES (4, 'Audiobooks');
INSERT INTO [Playlist] (PlaylistId, Name) VALUES (5, '90’s Music');
INSERT INTO [Playlist] (PlaylistId, Name) VALUES (6, 'Grunge');
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 3);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 5);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 7);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 9);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 18);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 21);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 45);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 47);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 53);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 54);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 56);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 60);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 64);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 81);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 84);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 102);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 104);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 113);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 117);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 129);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 135);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 145);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 146);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 151);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (1, 155);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 4);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 8);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 10);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 17);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 26);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 35);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 36);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 56);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 59);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 60);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 76);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 78);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 79);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 82);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 83);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 87);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 89);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 92);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 111);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 114);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 117);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 133);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 138);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 140);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (2, 143);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 2);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 4);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 10);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 13);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 31);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 34);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 38);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 49);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 50);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 61);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 67);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 68);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 69);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 80);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 89);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 99);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 103);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 104);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 106);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 114);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 133);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 145);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 151);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (3, 152);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 3);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 8);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 11);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 16);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 29);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 35);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 40);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 43);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 45);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 49);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 57);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 72);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 74);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 78);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 80);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 90);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 99);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 103);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 108);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 111);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 122);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 129);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 132);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 136);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 138);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 140);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 142);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 143);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 145);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 150);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 151);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 152);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (4, 159);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 3);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 7);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 14);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 22);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 24);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 29);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 43);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 45);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 51);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 54);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 59);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 72);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 76);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 99);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 110);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 120);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 122);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 126);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 130);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 134);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 135);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 137);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 139);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 140);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 153);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (5, 158);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 7);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 9);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 15);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 21);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 27);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 28);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 29);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 47);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 60);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 63);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 87);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 89);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 95);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 97);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 98);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 104);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 113);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 114);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 116);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 117);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 121);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 124);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 129);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 132);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 137);
INSERT INTO [PlaylistTrack] (PlaylistId, TrackId) VALUES (6, 154);
COMMIT;
