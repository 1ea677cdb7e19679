-- A trading company in the style of the Northwind sample database (its SQLite
-- port), written for modelc's adoption tests: a table named with a space
-- ("Order Details"), BLOB pictures, TEXT keys, AUTOINCREMENT, untyped NUMERIC money
-- columns, CHECKs written with parenthesised literals, a composite-key link table and
-- views named with spaces. The rows are synthetic.

CREATE TABLE [Categories]
(      [CategoryID] INTEGER PRIMARY KEY AUTOINCREMENT,
       [CategoryName] TEXT NOT NULL,
       [Description] TEXT,
       [Picture] BLOB
);

CREATE TABLE [CustomerDemographics](
   [CustomerTypeID] TEXT,
   [CustomerDesc] TEXT,
    PRIMARY KEY ("CustomerTypeID")
);

CREATE TABLE [Customers]
(      [CustomerID] TEXT NOT NULL,
       [CompanyName] TEXT NOT NULL,
       [ContactName] TEXT,
       [ContactTitle] TEXT,
       [Address] TEXT,
       [City] TEXT,
       [Region] TEXT,
       [PostalCode] TEXT,
       [Country] TEXT,
       [Phone] TEXT,
       [Fax] TEXT,
       PRIMARY KEY (`CustomerID`)
);

CREATE TABLE [CustomerCustomerDemo](
   [CustomerID] TEXT NOT NULL,
   [CustomerTypeID] TEXT NOT NULL,
   PRIMARY KEY ("CustomerID","CustomerTypeID"),
   FOREIGN KEY ([CustomerID]) REFERENCES [Customers] ([CustomerID])
        ON DELETE NO ACTION ON UPDATE NO ACTION,
   FOREIGN KEY ([CustomerTypeID]) REFERENCES [CustomerDemographics] ([CustomerTypeID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Employees]
(      [EmployeeID] INTEGER PRIMARY KEY AUTOINCREMENT,
       [LastName] TEXT NOT NULL,
       [FirstName] TEXT NOT NULL,
       [Title] TEXT,
       [TitleOfCourtesy] TEXT,
       [BirthDate] DATE,
       [HireDate] DATE,
       [Address] TEXT,
       [City] TEXT,
       [Region] TEXT,
       [PostalCode] TEXT,
       [Country] TEXT,
       [HomePhone] TEXT,
       [Extension] TEXT,
       [Photo] BLOB,
       [Notes] TEXT,
       [ReportsTo] INTEGER,
       [PhotoPath] TEXT,
       FOREIGN KEY ([ReportsTo]) REFERENCES [Employees] ([EmployeeID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Regions](
   [RegionID] INTEGER NOT NULL PRIMARY KEY,
   [RegionDescription] TEXT NOT NULL
);

CREATE TABLE [Territories](
   [TerritoryID] TEXT NOT NULL,
   [TerritoryDescription] TEXT NOT NULL,
   [RegionID] INTEGER NOT NULL,
   PRIMARY KEY ("TerritoryID"),
   FOREIGN KEY ([RegionID]) REFERENCES [Regions] ([RegionID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [EmployeeTerritories](
   [EmployeeID] INTEGER NOT NULL,
   [TerritoryID] TEXT NOT NULL,
   PRIMARY KEY ("EmployeeID","TerritoryID"),
   FOREIGN KEY ([EmployeeID]) REFERENCES [Employees] ([EmployeeID])
        ON DELETE NO ACTION ON UPDATE NO ACTION,
   FOREIGN KEY ([TerritoryID]) REFERENCES [Territories] ([TerritoryID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Shippers](
   [ShipperID] INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
   [CompanyName] TEXT NOT NULL,
   [Phone] TEXT
);

CREATE TABLE [Suppliers](
   [SupplierID] INTEGER PRIMARY KEY AUTOINCREMENT,
   [CompanyName] TEXT NOT NULL,
   [ContactName] TEXT,
   [ContactTitle] TEXT,
   [Address] TEXT,
   [City] TEXT,
   [Region] TEXT,
   [PostalCode] TEXT,
   [Country] TEXT,
   [Phone] TEXT,
   [Fax] TEXT,
   [HomePage] TEXT
);

CREATE TABLE [Products](
   [ProductID] INTEGER PRIMARY KEY AUTOINCREMENT,
   [ProductName] TEXT NOT NULL,
   [SupplierID] INTEGER,
   [CategoryID] INTEGER,
   [QuantityPerUnit] TEXT,
   [UnitPrice] NUMERIC DEFAULT 0,
   [UnitsInStock] INTEGER DEFAULT 0,
   [UnitsOnOrder] INTEGER DEFAULT 0,
   [ReorderLevel] INTEGER DEFAULT 0,
   [Discontinued] TEXT NOT NULL DEFAULT '0',
   CHECK ([UnitPrice]>=(0)),
   CHECK ([ReorderLevel]>=(0)),
   CHECK ([UnitsInStock]>=(0)),
   CHECK ([UnitsOnOrder]>=(0)),
   FOREIGN KEY ([CategoryID]) REFERENCES [Categories] ([CategoryID])
        ON DELETE NO ACTION ON UPDATE NO ACTION,
   FOREIGN KEY ([SupplierID]) REFERENCES [Suppliers] ([SupplierID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Orders](
   [OrderID] INTEGER PRIMARY KEY AUTOINCREMENT,
   [CustomerID] TEXT,
   [EmployeeID] INTEGER,
   [OrderDate] DATETIME,
   [RequiredDate] DATETIME,
   [ShippedDate] DATETIME,
   [ShipVia] INTEGER,
   [Freight] NUMERIC DEFAULT 0,
   [ShipName] TEXT,
   [ShipAddress] TEXT,
   [ShipCity] TEXT,
   [ShipRegion] TEXT,
   [ShipPostalCode] TEXT,
   [ShipCountry] TEXT,
   FOREIGN KEY ([EmployeeID]) REFERENCES [Employees] ([EmployeeID])
        ON DELETE NO ACTION ON UPDATE NO ACTION,
   FOREIGN KEY ([CustomerID]) REFERENCES [Customers] ([CustomerID])
        ON DELETE NO ACTION ON UPDATE NO ACTION,
   FOREIGN KEY ([ShipVia]) REFERENCES [Shippers] ([ShipperID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Order Details](
   [OrderID] INTEGER NOT NULL,
   [ProductID] INTEGER NOT NULL,
   [UnitPrice] NUMERIC NOT NULL DEFAULT 0,
   [Quantity] INTEGER NOT NULL DEFAULT 1,
   [Discount] REAL NOT NULL DEFAULT 0,
   PRIMARY KEY ("OrderID","ProductID"),
   CHECK ([Discount]>=(0) AND [Discount]<=(1)),
   CHECK ([Quantity]>(0)),
   CHECK ([UnitPrice]>=(0)),
   FOREIGN KEY ([OrderID]) REFERENCES [Orders] ([OrderID])
        ON DELETE NO ACTION ON UPDATE NO ACTION,
   FOREIGN KEY ([ProductID]) REFERENCES [Products] ([ProductID])
        ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE VIEW [Alphabetical list of products]
AS
SELECT Products.*,
       Categories.CategoryName
FROM Categories
   INNER JOIN Products ON Categories.CategoryID = Products.CategoryID
WHERE (((Products.Discontinued)=0));

CREATE VIEW [Current Product List]
AS
SELECT ProductID,
       ProductName
FROM Products
WHERE Discontinued=0;

CREATE VIEW [Customer and Suppliers by City]
AS
SELECT City,
       CompanyName,
       ContactName,
       'Customers' AS Relationship
FROM Customers
UNION
SELECT City,
       CompanyName,
       ContactName,
       'Suppliers'
FROM Suppliers
ORDER BY City, CompanyName;

CREATE VIEW [Order Subtotals] AS
SELECT [Order Details].OrderID,
Sum(([Order Details].UnitPrice*Quantity*(1-Discount)/100)*100) AS Subtotal
FROM [Order Details]
GROUP BY [Order Details].OrderID;

CREATE VIEW [Orders Qry] AS
SELECT Orders.OrderID,
       Orders.CustomerID,
       Orders.EmployeeID,
       Orders.OrderDate,
       Orders.ShippedDate,
       Orders.Freight,
       Customers.CompanyName,
       Customers.City,
       Customers.Country
FROM Customers
     JOIN Orders ON Customers.CustomerID = Orders.CustomerID;

CREATE VIEW [Product Sales for 1997] AS
SELECT Categories.CategoryName,
       Products.ProductName,
       Sum(([Order Details].UnitPrice*Quantity*(1-Discount)/100)*100) AS ProductSales
FROM Categories
 JOIN    Products On Categories.CategoryID = Products.CategoryID
    JOIN  [Order Details] on Products.ProductID = [Order Details].ProductID
     JOIN  [Orders] on Orders.OrderID = [Order Details].OrderID
WHERE Orders.ShippedDate Between DATETIME('1997-01-01') And DATETIME('1997-12-31')
GROUP BY Categories.CategoryName, Products.ProductName;

-- Rows
BEGIN;
PRAGMA defer_foreign_keys = ON;
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Beverages', 'Beverages and more', X'42BDF22106F0847762F0F3CB4D764DC7072051159A0F89F2C6DACAE344BB31');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Condiments', 'Condiments and more', X'45FD6F84DF9AD7C5B3D076AC0E8F53A7356C');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Confections', 'Confections and more', X'88913F20F6F72DB022D24D0A96DAD43C1617C1A98E78129E0327371065D095864F15ADA0B846C1C0EBC5348ADC799ADF849BAD05D4A10AC0');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Dairy Products', 'Dairy Products and more', X'441EAAEEB4B48EFA0B1F0ABD80E998A35ABA5EA0BD8799C1350D439E71897AA75FDE3134A4AA72E05628AC6FE68A733D1161A15D8EAE2B');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Grains/Cereals', 'Grains/Cereals and more', X'B042D7958AEDB1D594D6D112D34F6602F4DE7110E993AE7422923D7D171165DC1906F63D57997A0AD31B3AAE4081F41FB471653E3D577A');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Meat/Poultry', 'Meat/Poultry and more', X'4103F9CC198A7F89D81AF2A5001C40173F1923F7102CFAA150A124B3C5C79BB887');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Produce', 'Produce and more', X'A8DB3F4101C2285B15BFEBC216DC1BBEFEA1D7D6EB097D6F8A24D972');
INSERT INTO [Categories] (CategoryName, Description, Picture) VALUES ('Seafood', 'Seafood and more', X'420EA6BF863EED3FC037A33402F24978C7162F32C05B0CAE3E0D3AF691992D127A36331FA65C277B5C7FE8');
INSERT INTO [CustomerDemographics] (CustomerTypeID, CustomerDesc) VALUES ('RETAIL', 'Retail buyers');
INSERT INTO [CustomerDemographics] (CustomerTypeID, CustomerDesc) VALUES ('WHOLESALE', 'Wholesale buyers');
INSERT INTO [CustomerDemographics] (CustomerTypeID, CustomerDesc) VALUES ('ONLINE', NULL);
-- The key column allows NULL (no NOT NULL in a table that is not STRICT), and a row uses it.
INSERT INTO [CustomerDemographics] (CustomerTypeID, CustomerDesc) VALUES (NULL, 'Unclassified');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('TWYMI', 'Tundra Traders', 'Luca Rossi', 'Sales Representative', 'Cinder Str. 49', 'Denver', NULL, '65576', 'USA', '030-3947076', '030-6926161');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('XFNWS', 'Velvet Traders', 'Elena Ueda', 'Sales Representative', 'Ember Str. 21', 'Boston', NULL, '12564', 'USA', '030-8354354', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('XPWQO', 'Ember Delikatessen', 'Yusuf Garcia', 'Owner', 'Saffron Str. 66', 'Austin', NULL, '41267', 'USA', '030-3897434', '030-9026720');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('YJVWN', 'Glass Delikatessen', 'Ada Ito', 'Sales Representative', 'Meadow Str. 26', 'Hamburg', NULL, '22576', 'Germany', '030-9561149', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('LHKPY', 'Nova Traders', 'Wim Tanaka', 'Owner', 'Orbit Str. 75', 'Austin', NULL, '85510', 'USA', '030-9346943', '030-0465906');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('PXCMZ', 'Orbit Shop', 'Hugo Ueda', 'Marketing Manager', 'Velvet Str. 9', 'Berlin', NULL, '28491', 'Germany', '030-4264305', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('HGYIE', 'Tundra Markt', 'Ines Fischer', 'Owner', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA', '030-1526023', '030-1441589');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('DCIJB', 'Orbit Delikatessen', 'Ada Abbott', 'Sales Representative', 'Kestrel Str. 56', 'Denver', NULL, '49764', 'USA', '030-8152058', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('CGUSX', 'Meadow Shop', 'Rosa Kowalski', 'Owner', 'Iris Str. 10', 'Munich', NULL, '87219', 'Germany', '030-7257173', '030-1887923');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('OQIDQ', 'Velvet Delikatessen', 'Yusuf Olsen', 'Sales Representative', 'Velvet Str. 87', 'Denver', NULL, '87813', 'USA', '030-4455890', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('DYKVS', 'Quartz Markt', 'Vera Petit', 'Marketing Manager', 'Lumen Str. 8', 'Boston', NULL, '94121', 'USA', '030-4939609', '030-9502471');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('XFUUX', 'Fjord Delikatessen', 'Umar Olsen', 'Owner', 'Delta Str. 72', 'Austin', NULL, '18531', 'USA', '030-5562148', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('UXUTN', 'Juniper Shop', 'Olga Petit', 'Sales Representative', 'Fjord Str. 91', 'Boston', NULL, '08991', 'USA', '030-1802224', '030-3040650');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('YRRSX', 'Lumen Markt', 'Ines Ito', 'Sales Representative', 'Breeze Str. 18', 'Nantes', NULL, '05519', 'France', '030-8031236', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('QIHWY', 'Lumen Delikatessen', 'Maya Olsen', 'Marketing Manager', 'Cinder Str. 46', 'Boston', NULL, '65274', 'USA', '030-1881244', '030-2543133');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('ISDVD', 'Fjord Shop', 'Sven Novak', 'Marketing Manager', 'Zenith Str. 51', 'Paris', NULL, '98133', 'France', '030-2155472', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('STEMZ', 'River Shop', 'Sven Fischer', 'Owner', 'Iris Str. 48', 'Lyon', NULL, '38406', 'France', '030-0504783', '030-7463119');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('NMKRS', 'Umbra Traders', 'Quinn Vogel', 'Marketing Manager', 'Juniper Str. 86', 'Hamburg', NULL, '63448', 'Germany', '030-0506233', NULL);
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('TGXUA', 'Velvet Shop', 'Pavel Fischer', 'Marketing Manager', 'Umbra Str. 59', 'Paris', NULL, '26071', 'France', '030-3245324', '030-8884339');
INSERT INTO [Customers] (CustomerID, CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax) VALUES ('GBQUO', 'Saffron Delikatessen', 'Vera Eklund', 'Owner', 'Orbit Str. 12', 'Paris', NULL, '81694', 'France', '030-0849044', NULL);
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('CGUSX', 'RETAIL');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('DCIJB', 'ONLINE');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('HGYIE', 'WHOLESALE');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('LHKPY', 'ONLINE');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('OQIDQ', 'WHOLESALE');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('PXCMZ', 'RETAIL');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('TWYMI', 'RETAIL');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('XFNWS', 'WHOLESALE');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('XPWQO', 'ONLINE');
INSERT INTO [CustomerCustomerDemo] (CustomerID, CustomerTypeID) VALUES ('YJVWN', 'RETAIL');
INSERT INTO [Employees] (LastName, FirstName, Title, TitleOfCourtesy, BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, Extension, Photo, Notes, ReportsTo, PhotoPath) VALUES ('Kowalski', 'Luca', 'Vice President, Sales', 'Dr.', '1952-02-28', '1994-01-23', '82 Zenith Ave.', 'Denver', NULL, '45035', 'US', '(206) 555-3360', '1137', X'DF71F8A13715D1276652C8FEF222D86AFA9B0BEDEACDE05CE91383BBBDE5B9CD72016B84BD49EB63516B0B57CE560E473856E2FB5E1E0BCEE5', 'Notes about employee 1.', NULL, 'http://accweb/emmployees/1.bmp');
INSERT INTO [Employees] (LastName, FirstName, Title, TitleOfCourtesy, BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, Extension, Photo, Notes, ReportsTo, PhotoPath) VALUES ('Novak', 'Bruno', 'Sales Representative', 'Dr.', '1949-04-13', '1992-07-16', '28 Harbor Ave.', 'Denver', NULL, '31662', 'US', '(206) 555-1544', '6474', X'6154AA3BB13F1A948CEE99FA7F880FACB0A22F1DDE2D01350F2E095712F61B60A966F4AEF5B311C39CC92C965ED33AC7ABCE59C5B75EB9D4E075E3F6B08956C6F9154E570BEF2F31A3791C18E6EEAABD002463CC35AD9F38E6296B7B', 'Notes about employee 2.', 1, 'http://accweb/emmployees/2.bmp');
INSERT INTO [Employees] (LastName, FirstName, Title, TitleOfCourtesy, BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, Extension, Photo, Notes, ReportsTo, PhotoPath) VALUES ('Ueda', 'Elena', 'Sales Representative', 'Dr.', '1948-02-08', '1993-04-08', '872 River Ave.', 'Austin', NULL, '67576', 'US', '(206) 555-6875', '8372', X'60EF5A2815390C3366822B37EECC7237F8B1CEE43895E3C2693B03ED9927AEB162F824BAD8226D7FB31FAB78DCE02B806FA554696FEDD6BC61D1F7D0F01195095E310E4D961FF114', 'Notes about employee 3.', 1, 'http://accweb/emmployees/3.bmp');
INSERT INTO [Employees] (LastName, FirstName, Title, TitleOfCourtesy, BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, Extension, Photo, Notes, ReportsTo, PhotoPath) VALUES ('Ito', 'Pavel', 'Sales Representative', 'Mr.', '1949-06-15', '1994-04-24', '801 Juniper Ave.', 'Lyon', NULL, '18737', 'FR', '(206) 555-1693', '7375', X'D2E327694EF991C0BE52DC9FEDF271B893920FEDBFB7987C0507434C0A54190068EEB5B911FA5E7A068DDDAD1A30E69F867EFFD685AD160FDB13547E45D3AC448F08561708F8', 'Notes about employee 4.', 1, 'http://accweb/emmployees/4.bmp');
INSERT INTO [Employees] (LastName, FirstName, Title, TitleOfCourtesy, BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, Extension, Photo, Notes, ReportsTo, PhotoPath) VALUES ('Olsen', 'Quinn', 'Sales Representative', 'Dr.', '1967-09-14', '1993-09-21', '175 Juniper Ave.', 'Munich', NULL, '23979', 'DE', '(206) 555-1208', '2386', X'D0B4E3E88E82E7904FA14713D2F876EA8B0FA23BF9408F8934DE26BE11F9E5639FB15CC4CBA1198A6D13A2A2C8', 'Notes about employee 5.', 2, 'http://accweb/emmployees/5.bmp');
INSERT INTO [Employees] (LastName, FirstName, Title, TitleOfCourtesy, BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, Extension, Photo, Notes, ReportsTo, PhotoPath) VALUES ('Eklund', 'Nils', 'Sales Representative', 'Mr.', '1961-02-16', '1992-04-24', '82 Willow Ave.', 'Berlin', NULL, '68976', 'DE', '(206) 555-1886', '2125', X'9023DC89F7EC8994185978F956494C5BEFCB0448C81B5C5A9F61424B184D6DC3', 'Notes about employee 6.', 1, 'http://accweb/emmployees/6.bmp');
INSERT INTO [Regions] (RegionID, RegionDescription) VALUES (1, 'Eastern');
INSERT INTO [Regions] (RegionID, RegionDescription) VALUES (2, 'Western');
INSERT INTO [Regions] (RegionID, RegionDescription) VALUES (3, 'Northern');
INSERT INTO [Regions] (RegionID, RegionDescription) VALUES (4, 'Southern');
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01000', 'Nova', 4);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01037', 'Fjord', 1);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01074', 'Iris', 1);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01111', 'Ember', 1);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01148', 'Ember', 3);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01185', 'Ember', 4);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01222', 'Lumen', 1);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01259', 'Glass', 1);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01296', 'Lumen', 2);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01333', 'Prism', 2);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01370', 'Cinder', 3);
INSERT INTO [Territories] (TerritoryID, TerritoryDescription, RegionID) VALUES ('01407', 'River', 4);
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (1, '01407');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (2, '01148');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (2, '01185');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (3, '01111');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (3, '01259');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (3, '01296');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (4, '01074');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (4, '01111');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (4, '01296');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (5, '01148');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (5, '01222');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (5, '01259');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (6, '01259');
INSERT INTO [EmployeeTerritories] (EmployeeID, TerritoryID) VALUES (6, '01407');
INSERT INTO [Shippers] (CompanyName, Phone) VALUES ('Speedy Express', '(503) 555-9831');
INSERT INTO [Shippers] (CompanyName, Phone) VALUES ('United Package', '(503) 555-3199');
INSERT INTO [Shippers] (CompanyName, Phone) VALUES ('Federal Shipping', NULL);
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Ember Ltd.', 'Tara Berg', 'Sales Manager', '53 Tundra St.', 'Austin', NULL, '15016', 'Germany', '(100) 555-9394', NULL, '#Amber#http://www.example.com/0#');
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Fjord Ltd.', 'Zoe Moreau', 'Sales Manager', '73 Velvet St.', 'Denver', NULL, '68843', 'Germany', '(100) 555-4507', NULL, NULL);
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Cinder Co.', 'Rosa Schmidt', 'Sales Manager', '57 Kestrel St.', 'Austin', NULL, '77393', 'Germany', '(100) 555-9836', NULL, NULL);
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Glass GmbH', 'Olga Quist', 'Sales Manager', '73 Lumen St.', 'Denver', NULL, '77470', 'Germany', '(100) 555-5872', NULL, '#Willow#http://www.example.com/3#');
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Tundra GmbH', 'Wim Kowalski', 'Sales Manager', '37 Juniper St.', 'Hamburg', NULL, '23902', 'Germany', '(100) 555-2018', NULL, NULL);
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Tundra AB', 'Xenia Kowalski', 'Sales Manager', '94 Umbra St.', 'Lyon', NULL, '37013', 'Germany', '(100) 555-7122', NULL, NULL);
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Iris Co.', 'Elena Petit', 'Sales Manager', '43 River St.', 'Austin', NULL, '81306', 'Germany', '(100) 555-8658', NULL, '#Quartz#http://www.example.com/6#');
INSERT INTO [Suppliers] (CompanyName, ContactName, ContactTitle, Address, City, Region, PostalCode, Country, Phone, Fax, HomePage) VALUES ('Orbit Ltd.', 'Chloe Novak', 'Sales Manager', '55 River St.', 'Hamburg', NULL, '07779', 'Germany', '(100) 555-3872', NULL, NULL);
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Meadow Sauce', 4, 2, '24 - 500 g pkgs.', 22, 7, 70, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Delta Sauce', 7, 6, '1 - 250 g pkgs.', 25, 64, 10, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Orbit Cheese', 2, 8, '10 - 250 g pkgs.', 22, 0, 10, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Tundra Tea', 3, 2, '14 - 250 g pkgs.', 30, 36, 0, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Amber Bread', 6, 8, '48 - 250 g pkgs.', 4.5, 107, 0, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Kestrel Cake', 2, 7, '15 - 250 g pkgs.', 10, 113, 10, 10, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('River Syrup', 2, 3, '39 - 100 g pkgs.', 30, 3, 10, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Amber Sauce', 3, 8, '18 - 100 g pkgs.', 30, 26, 70, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Saffron Cake', 5, 7, '19 - 100 g pkgs.', 15.5, 95, 0, 0, '1');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Orbit Cake', 6, 2, '1 - 250 g pkgs.', 40, 116, 40, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Velvet Cheese', NULL, 7, '38 - 100 g pkgs.', 25, 25, 40, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Breeze Cake', 1, 4, '37 - 100 g pkgs.', 10, 29, 40, 25, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Meadow Cheese', 6, 8, '43 - 500 g pkgs.', 22, 25, 70, 10, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Kestrel Bread', 3, 6, '40 - 500 g pkgs.', 25, 40, 70, 25, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Glass Sauce', 1, 7, '20 - 500 g pkgs.', 22, 63, 0, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Delta Sauce', 2, 7, '14 - 250 g pkgs.', 10, 96, 0, 10, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Prism Syrup', 7, 1, '16 - 250 g pkgs.', 25, 49, 0, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Juniper Cheese', 6, 5, '4 - 500 g pkgs.', 25, 93, 0, 5, '1');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Harbor Cheese', 8, 3, '37 - 100 g pkgs.', 22, 61, 0, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Velvet Cheese', 4, 3, '44 - 500 g pkgs.', 30, 76, 70, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Tundra Syrup', 5, 8, '24 - 100 g pkgs.', 19, 100, 70, 15, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Prism Tea', NULL, 3, '18 - 500 g pkgs.', 30, 87, 40, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Meadow Bread', 8, 6, '26 - 500 g pkgs.', 40, 97, 0, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Willow Sauce', 6, 3, '38 - 250 g pkgs.', 19, 44, 70, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Juniper Sauce', 3, 8, '24 - 250 g pkgs.', 18, 74, 10, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Tundra Tea', 5, 5, '35 - 250 g pkgs.', 30, 107, 10, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Nova Cake', 6, 7, '31 - 250 g pkgs.', 23.25, 23, 0, 10, '1');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Willow Syrup', 7, 2, '21 - 500 g pkgs.', 10, 40, 40, 5, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('River Sauce', 8, 4, '27 - 500 g pkgs.', 23.25, 46, 0, 0, '0');
INSERT INTO [Products] (ProductName, SupplierID, CategoryID, QuantityPerUnit, UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) VALUES ('Tundra Sauce', 4, 3, '33 - 500 g pkgs.', 10, 15, 0, 25, '0');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10248, 'NMKRS', 5, '1997-02-13 00:00:00', '1997-02-13 00:00:00', '1997-02-22 00:00:00', 2, 41.34, 'Umbra Traders', 'Juniper Str. 86', 'Hamburg', NULL, '63448', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10249, 'ISDVD', 3, '1997-06-14 00:00:00', '1997-06-14 00:00:00', '1997-06-17 00:00:00', 2, 51.3, 'Fjord Shop', 'Zenith Str. 51', 'Paris', NULL, '98133', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10250, 'CGUSX', 1, '1997-06-24 00:00:00', '1997-06-24 00:00:00', '1997-06-28 00:00:00', 1, 58.17, 'Meadow Shop', 'Iris Str. 10', 'Munich', NULL, '87219', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10251, 'DYKVS', 6, '1997-03-06 00:00:00', '1997-03-06 00:00:00', '1997-03-07 00:00:00', 2, 65.83, 'Quartz Markt', 'Lumen Str. 8', 'Boston', NULL, '94121', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10252, 'TGXUA', 4, '1997-11-19 00:00:00', '1997-11-19 00:00:00', '1997-11-26 00:00:00', 2, 65.83, 'Velvet Shop', 'Umbra Str. 59', 'Paris', NULL, '26071', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10253, 'TWYMI', 5, '1997-04-26 00:00:00', '1997-04-26 00:00:00', '1997-04-28 00:00:00', 3, 11.61, 'Tundra Traders', 'Cinder Str. 49', 'Denver', NULL, '65576', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10254, 'HGYIE', 4, '1997-12-03 00:00:00', '1997-12-03 00:00:00', '1997-12-11 00:00:00', 3, 65.83, 'Tundra Markt', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10255, 'PXCMZ', 1, '1997-05-05 00:00:00', '1997-05-05 00:00:00', NULL, 3, 32.38, 'Orbit Shop', 'Velvet Str. 9', 'Berlin', NULL, '28491', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10256, 'QIHWY', 3, '1997-09-22 00:00:00', '1997-09-22 00:00:00', '1997-09-28 00:00:00', 1, 51.3, 'Lumen Delikatessen', 'Cinder Str. 46', 'Boston', NULL, '65274', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10257, 'YRRSX', 3, '1997-03-01 00:00:00', '1997-03-01 00:00:00', '1997-03-02 00:00:00', 3, 51.3, 'Lumen Markt', 'Breeze Str. 18', 'Nantes', NULL, '05519', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10258, 'DYKVS', 4, '1997-11-08 00:00:00', '1997-11-08 00:00:00', '1997-11-16 00:00:00', 1, 58.17, 'Quartz Markt', 'Lumen Str. 8', 'Boston', NULL, '94121', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10259, 'PXCMZ', 4, '1997-07-13 00:00:00', '1997-07-13 00:00:00', '1997-07-15 00:00:00', 2, 0, 'Orbit Shop', 'Velvet Str. 9', 'Berlin', NULL, '28491', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10260, 'OQIDQ', 1, '1997-02-01 00:00:00', '1997-02-01 00:00:00', '1997-02-08 00:00:00', 3, 65.83, 'Velvet Delikatessen', 'Velvet Str. 87', 'Denver', NULL, '87813', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10261, 'GBQUO', 5, '1997-07-22 00:00:00', '1997-07-22 00:00:00', '1997-07-26 00:00:00', 3, 41.34, 'Saffron Delikatessen', 'Orbit Str. 12', 'Paris', NULL, '81694', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10262, NULL, 2, '1997-03-15 00:00:00', '1997-03-15 00:00:00', '1997-03-24 00:00:00', 2, 0, 'Saffron Delikatessen', 'Orbit Str. 12', 'Paris', NULL, '81694', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10263, 'ISDVD', 2, '1997-02-16 00:00:00', '1997-02-16 00:00:00', NULL, 3, 58.17, 'Fjord Shop', 'Zenith Str. 51', 'Paris', NULL, '98133', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10264, 'ISDVD', 2, '1997-08-10 00:00:00', '1997-08-10 00:00:00', '1997-08-15 00:00:00', 2, 51.3, 'Fjord Shop', 'Zenith Str. 51', 'Paris', NULL, '98133', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10265, 'HGYIE', 6, '1997-04-03 00:00:00', '1997-04-03 00:00:00', '1997-04-06 00:00:00', 2, 0, 'Tundra Markt', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10266, 'STEMZ', 3, '1997-01-16 00:00:00', '1997-01-16 00:00:00', '1997-01-18 00:00:00', 3, 41.34, 'River Shop', 'Iris Str. 48', 'Lyon', NULL, '38406', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10267, 'UXUTN', 5, '1997-07-15 00:00:00', '1997-07-15 00:00:00', '1997-07-21 00:00:00', 1, 65.83, 'Juniper Shop', 'Fjord Str. 91', 'Boston', NULL, '08991', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10268, 'CGUSX', 4, '1997-12-16 00:00:00', '1997-12-16 00:00:00', '1997-12-23 00:00:00', 1, 51.3, 'Meadow Shop', 'Iris Str. 10', 'Munich', NULL, '87219', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10269, 'UXUTN', 6, '1997-03-11 00:00:00', '1997-03-11 00:00:00', '1997-03-13 00:00:00', 1, 0, 'Juniper Shop', 'Fjord Str. 91', 'Boston', NULL, '08991', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10270, 'UXUTN', 2, '1997-05-17 00:00:00', '1997-05-17 00:00:00', '1997-05-21 00:00:00', 1, 11.61, 'Juniper Shop', 'Fjord Str. 91', 'Boston', NULL, '08991', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10271, 'YJVWN', 4, '1997-10-25 00:00:00', '1997-10-25 00:00:00', NULL, 2, 41.34, 'Glass Delikatessen', 'Meadow Str. 26', 'Hamburg', NULL, '22576', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10272, 'HGYIE', 2, '1997-10-22 00:00:00', '1997-10-22 00:00:00', '1997-10-24 00:00:00', 2, 58.17, 'Tundra Markt', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10273, 'HGYIE', 4, '1997-05-18 00:00:00', '1997-05-18 00:00:00', '1997-05-21 00:00:00', 2, 11.61, 'Tundra Markt', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10274, 'QIHWY', 5, '1997-09-01 00:00:00', '1997-09-01 00:00:00', '1997-09-06 00:00:00', 1, 0, 'Lumen Delikatessen', 'Cinder Str. 46', 'Boston', NULL, '65274', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10275, 'UXUTN', 3, '1997-04-28 00:00:00', '1997-04-28 00:00:00', '1997-04-28 00:00:00', 1, 51.3, 'Juniper Shop', 'Fjord Str. 91', 'Boston', NULL, '08991', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10276, 'HGYIE', 6, '1997-09-07 00:00:00', '1997-09-07 00:00:00', '1997-09-16 00:00:00', 2, 32.38, 'Tundra Markt', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10277, NULL, 2, '1997-05-05 00:00:00', '1997-05-05 00:00:00', '1997-05-11 00:00:00', 1, 51.3, 'Tundra Markt', 'Kestrel Str. 24', 'Austin', NULL, '55482', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10278, 'XFNWS', 5, '1997-09-13 00:00:00', '1997-09-13 00:00:00', '1997-09-18 00:00:00', 2, 58.17, 'Velvet Traders', 'Ember Str. 21', 'Boston', NULL, '12564', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10279, 'XPWQO', 4, '1997-02-14 00:00:00', '1997-02-14 00:00:00', NULL, 3, 65.83, 'Ember Delikatessen', 'Saffron Str. 66', 'Austin', NULL, '41267', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10280, 'TWYMI', 3, '1997-03-28 00:00:00', '1997-03-28 00:00:00', '1997-03-28 00:00:00', 3, 11.61, 'Tundra Traders', 'Cinder Str. 49', 'Denver', NULL, '65576', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10281, 'XPWQO', 3, '1997-07-11 00:00:00', '1997-07-11 00:00:00', '1997-07-20 00:00:00', 1, 41.34, 'Ember Delikatessen', 'Saffron Str. 66', 'Austin', NULL, '41267', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10282, 'STEMZ', 4, '1997-04-28 00:00:00', '1997-04-28 00:00:00', '1997-04-28 00:00:00', 2, 65.83, 'River Shop', 'Iris Str. 48', 'Lyon', NULL, '38406', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10283, 'QIHWY', 6, '1997-01-16 00:00:00', '1997-01-16 00:00:00', '1997-01-18 00:00:00', 2, 11.61, 'Lumen Delikatessen', 'Cinder Str. 46', 'Boston', NULL, '65274', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10284, 'XPWQO', 2, '1997-06-18 00:00:00', '1997-06-18 00:00:00', '1997-06-19 00:00:00', 2, 32.38, 'Ember Delikatessen', 'Saffron Str. 66', 'Austin', NULL, '41267', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10285, 'STEMZ', 1, '1997-08-12 00:00:00', '1997-08-12 00:00:00', '1997-08-20 00:00:00', 2, 51.3, 'River Shop', 'Iris Str. 48', 'Lyon', NULL, '38406', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10286, 'XPWQO', 2, '1997-11-11 00:00:00', '1997-11-11 00:00:00', '1997-11-12 00:00:00', 1, 51.3, 'Ember Delikatessen', 'Saffron Str. 66', 'Austin', NULL, '41267', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10287, 'TWYMI', 5, '1997-04-23 00:00:00', '1997-04-23 00:00:00', NULL, 3, 32.38, 'Tundra Traders', 'Cinder Str. 49', 'Denver', NULL, '65576', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10288, 'STEMZ', 2, '1997-09-14 00:00:00', '1997-09-14 00:00:00', '1997-09-22 00:00:00', 3, 51.3, 'River Shop', 'Iris Str. 48', 'Lyon', NULL, '38406', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10289, 'UXUTN', 3, '1997-04-17 00:00:00', '1997-04-17 00:00:00', '1997-04-26 00:00:00', 2, 65.83, 'Juniper Shop', 'Fjord Str. 91', 'Boston', NULL, '08991', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10290, 'QIHWY', 2, '1997-07-17 00:00:00', '1997-07-17 00:00:00', '1997-07-24 00:00:00', 1, 51.3, 'Lumen Delikatessen', 'Cinder Str. 46', 'Boston', NULL, '65274', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10291, 'GBQUO', 5, '1997-05-20 00:00:00', '1997-05-20 00:00:00', '1997-05-28 00:00:00', 3, 51.3, 'Saffron Delikatessen', 'Orbit Str. 12', 'Paris', NULL, '81694', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10292, NULL, 5, '1997-12-05 00:00:00', '1997-12-05 00:00:00', '1997-12-14 00:00:00', 2, 32.38, 'Meadow Shop', 'Iris Str. 10', 'Munich', NULL, '87219', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10293, 'OQIDQ', 5, '1997-06-22 00:00:00', '1997-06-22 00:00:00', '1997-06-26 00:00:00', 3, 32.38, 'Velvet Delikatessen', 'Velvet Str. 87', 'Denver', NULL, '87813', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10294, 'ISDVD', 3, '1997-10-02 00:00:00', '1997-10-02 00:00:00', '1997-10-08 00:00:00', 1, 51.3, 'Fjord Shop', 'Zenith Str. 51', 'Paris', NULL, '98133', 'France');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10295, 'XFUUX', 3, '1997-09-03 00:00:00', '1997-09-03 00:00:00', NULL, 1, 11.61, 'Fjord Delikatessen', 'Delta Str. 72', 'Austin', NULL, '18531', 'USA');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10296, 'YJVWN', 5, '1997-03-28 00:00:00', '1997-03-28 00:00:00', '1997-03-28 00:00:00', 1, 41.34, 'Glass Delikatessen', 'Meadow Str. 26', 'Hamburg', NULL, '22576', 'Germany');
INSERT INTO [Orders] (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, ShipPostalCode, ShipCountry) VALUES (10297, 'DYKVS', 5, '1997-03-19 00:00:00', '1997-03-19 00:00:00', '1997-03-24 00:00:00', 1, 65.83, 'Quartz Markt', 'Lumen Str. 8', 'Boston', NULL, '94121', 'USA');
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10248, 3, 22, 21, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10248, 9, 15.5, 17, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10248, 16, 10, 14, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10249, 9, 15.5, 33, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10249, 19, 22, 15, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10250, 3, 22, 15, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10250, 25, 18, 22, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10251, 12, 10, 29, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10251, 29, 23.25, 28, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10252, 13, 22, 10, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10252, 19, 22, 3, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10252, 29, 23.25, 28, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10253, 2, 25, 36, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10253, 9, 15.5, 23, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10253, 21, 19, 8, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10254, 4, 30, 22, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10254, 18, 25, 39, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10255, 1, 22, 6, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10255, 4, 30, 34, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10256, 3, 22, 19, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10257, 4, 30, 3, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10257, 12, 10, 25, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10257, 27, 23.25, 35, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10258, 12, 10, 14, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10259, 18, 25, 39, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10260, 7, 30, 37, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10260, 15, 22, 17, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10261, 3, 22, 29, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10261, 6, 10, 34, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10261, 26, 30, 19, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10262, 8, 30, 34, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10262, 12, 10, 8, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10263, 1, 22, 33, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10263, 2, 25, 1, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10263, 16, 10, 23, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10263, 20, 30, 19, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10264, 13, 22, 3, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10265, 6, 10, 6, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10265, 21, 19, 20, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10266, 14, 25, 22, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10267, 16, 10, 17, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10267, 21, 19, 17, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10267, 24, 19, 23, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10268, 2, 25, 16, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10268, 20, 30, 4, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10268, 22, 30, 26, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10269, 9, 15.5, 37, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10269, 14, 25, 25, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10269, 19, 22, 3, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10269, 29, 23.25, 26, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10270, 21, 19, 27, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10271, 14, 25, 13, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10271, 17, 25, 26, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10271, 18, 25, 36, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10271, 20, 30, 11, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10272, 4, 30, 7, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10273, 7, 30, 28, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10273, 23, 40, 21, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10274, 11, 25, 14, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10274, 13, 22, 19, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10274, 18, 25, 6, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10275, 11, 25, 36, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10276, 8, 30, 10, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10276, 27, 23.25, 38, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10276, 30, 10, 17, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10277, 15, 22, 28, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10278, 15, 22, 14, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10278, 30, 10, 23, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10279, 9, 15.5, 8, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10279, 24, 19, 37, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10280, 2, 25, 8, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10280, 11, 25, 39, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10281, 6, 10, 31, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10281, 15, 22, 8, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10281, 23, 40, 24, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10281, 25, 18, 18, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10282, 1, 22, 35, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10282, 24, 19, 31, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10282, 30, 10, 32, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10283, 4, 30, 12, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10283, 18, 25, 17, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10284, 13, 22, 11, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10285, 18, 25, 6, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10285, 21, 19, 6, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10285, 24, 19, 6, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10285, 29, 23.25, 7, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10286, 2, 25, 14, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10286, 4, 30, 29, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10286, 17, 25, 40, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10286, 29, 23.25, 21, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10287, 19, 22, 28, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10287, 25, 18, 23, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10288, 10, 40, 5, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10288, 21, 19, 11, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10288, 28, 10, 22, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10289, 6, 10, 24, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10289, 10, 40, 12, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10289, 25, 18, 20, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10290, 1, 22, 24, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10290, 20, 30, 4, 0.25);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10290, 24, 19, 30, 0.15);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10291, 7, 30, 20, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10291, 24, 19, 5, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10291, 25, 18, 29, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10291, 27, 23.25, 11, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10292, 7, 30, 16, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10292, 30, 10, 37, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10293, 11, 25, 29, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10294, 10, 40, 34, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10294, 16, 10, 22, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10294, 19, 22, 5, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10294, 28, 10, 36, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10295, 16, 10, 11, 0.05);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10296, 1, 22, 35, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10297, 5, 4.5, 30, 0.1);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10297, 13, 22, 26, 0);
INSERT INTO [Order Details] (OrderID, ProductID, UnitPrice, Quantity, Discount) VALUES (10297, 19, 22, 30, 0.1);
COMMIT;
