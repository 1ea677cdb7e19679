// The record `modelc generate` wrote for the Catalog model's `Product` before issue #12
// (commit f190f7e), renamed `PreviousProduct` and cut to its struct, JSON decoding and
// `Patch`: the reference `GenericPathTests` compare today's generated path with.
// Not generated: keep as is.

import Foundation
import GRDB
import ModelRuntime

struct PreviousProduct: Codable, Hashable, Sendable, Identifiable {
    /// The allowed values of `class`.
    enum Class: String, Codable, CaseIterable, Hashable, Sendable, DatabaseValueConvertible {
        case standard
        case fragile
        case nA = "n/a"
    }

    let id: Int64
    var name: String
    var sku: String
    /// A Swift keyword as a name.
    var `class`: Class
    var quantity: Int32
    var weight: Int16?
    var price: Decimal
    var ratio: Double?
    var score: Float?
    var isActive: Bool
    var releasedAt: Date?
    var createdAt: Date
    var code: UUID?
    var image: Data?
    var website: URL?
    var extra: JSONValue?
    var bigNumber: Int64?
    /// The key of the `shelf` Shelf (column `shelf_id`).
    var shelfID: UUID?

    /// Creates a record; fields with a model default may be left out.
    init(
        id: Int64,
        name: String,
        sku: String,
        `class`: Class = .standard,
        quantity: Int32 = 0,
        weight: Int16? = nil,
        price: Decimal = Decimal(string: "0.00", locale: Locale(identifier: "en_US_POSIX")) ?? 0,
        ratio: Double? = nil,
        score: Float? = nil,
        isActive: Bool = true,
        releasedAt: Date? = nil,
        createdAt: Date,
        code: UUID? = nil,
        image: Data? = nil,
        website: URL? = nil,
        extra: JSONValue? = nil,
        bigNumber: Int64? = nil,
        shelfID: UUID? = nil
    ) {
        self.id = id
        self.name = name
        self.sku = sku
        self.class = `class`
        self.quantity = quantity
        self.weight = weight
        self.price = price
        self.ratio = ratio
        self.score = score
        self.isActive = isActive
        self.releasedAt = releasedAt
        self.createdAt = createdAt
        self.code = code
        self.image = image
        self.website = website
        self.extra = extra
        self.bigNumber = bigNumber
        self.shelfID = shelfID
    }
}

extension PreviousProduct {
    /// Decodes and checks `id` (an integer).
    fileprivate static func decodeId(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int64 {
        return try value.decodeInt64(at: path())
    }

    /// Decodes and checks `name` (a string).
    fileprivate static func decodeName(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> String {
        let decoded = try value.decodeString(at: path())
        try FieldRule.check(decoded, maxLength: 20, at: path())
        return decoded
    }

    /// Decodes and checks `sku` (a string).
    fileprivate static func decodeSku(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> String {
        let decoded = try value.decodeString(at: path())
        try FieldRule.check(decoded, pattern: "^[A-Z]{3}-[0-9]{4}$", at: path())
        return decoded
    }

    /// Decodes and checks `class` (one of "standard", "fragile", "n/a").
    fileprivate static func decodeClass(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Class {
        return try value.decodeEnum(Class.self, at: path())
    }

    /// Decodes and checks `quantity` (a 32-bit integer).
    fileprivate static func decodeQuantity(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int32 {
        let decoded = try value.decodeInt32(at: path())
        try FieldRule.check(decoded, minimum: 0 as Int32, maximum: 1000 as Int32, at: path())
        return decoded
    }

    /// Decodes and checks `weight` (a 16-bit integer).
    fileprivate static func decodeWeight(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int16 {
        return try value.decodeInt16(at: path())
    }

    /// Decodes and checks `price` (a decimal number).
    fileprivate static func decodePrice(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Decimal {
        return try value.decodeDecimal(at: path())
    }

    /// Decodes and checks `ratio` (a number).
    fileprivate static func decodeRatio(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Double {
        return try value.decodeDouble(at: path())
    }

    /// Decodes and checks `score` (a 32-bit float).
    fileprivate static func decodeScore(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Float {
        return try value.decodeFloat(at: path())
    }

    /// Decodes and checks `is_active` (a boolean).
    fileprivate static func decodeIsActive(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Bool {
        return try value.decodeBool(at: path())
    }

    /// Decodes and checks `released_at` (a date).
    fileprivate static func decodeReleasedAt(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Date {
        return try value.decodeDate(at: path())
    }

    /// Decodes and checks `created_at` (a date).
    fileprivate static func decodeCreatedAt(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Date {
        return try value.decodeDate(at: path())
    }

    /// Decodes and checks `code` (a UUID).
    fileprivate static func decodeCode(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> UUID {
        return try value.decodeUUID(at: path())
    }

    /// Decodes and checks `image` (base64 data).
    fileprivate static func decodeImage(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Data {
        return try value.decodeData(at: path())
    }

    /// Decodes and checks `website` (a URL).
    fileprivate static func decodeWebsite(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> URL {
        return try value.decodeURL(at: path())
    }

    /// Decodes and checks `extra` (a JSON value).
    fileprivate static func decodeExtra(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> JSONValue {
        return try value.decodeJSON(at: path())
    }

    /// Decodes and checks `big` (an integer).
    fileprivate static func decodeBigNumber(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int64 {
        return try value.decodeInt64(at: path())
    }

    /// Decodes and checks `shelf` (a UUID).
    fileprivate static func decodeShelfID(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> UUID {
        let key = try value.referenceKey(idKey: "id", at: path())
        return try key.decodeUUID(at: path())
    }

    /// A new record from a JSON object.
    ///
    /// Required fields without a model default must be present; `null` is accepted only for optional fields; numbers convert only losslessly; dates are ISO-8601 with or without fractional seconds. Errors name the key path (`films[3].release_date`).
    init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError) {
        do throws(JSONMappingError) {
            let object = try json.decodeObject(at: path)
            switch object["id"] {
            case nil:
                throw JSONMappingError(path: path.appending("id"), reason: .missing(expected: "an integer"))
            case let value?:
                self.id = try Self.decodeId(value, at: path.appending("id"))
            }
            switch object["name"] {
            case nil:
                throw JSONMappingError(path: path.appending("name"), reason: .missing(expected: "a string"))
            case let value?:
                self.name = try Self.decodeName(value, at: path.appending("name"))
            }
            switch object["sku"] {
            case nil:
                throw JSONMappingError(path: path.appending("sku"), reason: .missing(expected: "a string"))
            case let value?:
                self.sku = try Self.decodeSku(value, at: path.appending("sku"))
            }
            switch object["class"] {
            case nil:
                self.class = .standard
            case let value?:
                self.class = try Self.decodeClass(value, at: path.appending("class"))
            }
            switch object["quantity"] {
            case nil:
                self.quantity = 0
            case let value?:
                self.quantity = try Self.decodeQuantity(value, at: path.appending("quantity"))
            }
            switch object["weight"] {
            case nil:
                self.weight = nil
            case .null?:
                self.weight = nil
            case let value?:
                self.weight = try Self.decodeWeight(value, at: path.appending("weight"))
            }
            switch object["price"] {
            case nil:
                self.price = Decimal(string: "0.00", locale: Locale(identifier: "en_US_POSIX")) ?? 0
            case let value?:
                self.price = try Self.decodePrice(value, at: path.appending("price"))
            }
            switch object["ratio"] {
            case nil:
                self.ratio = nil
            case .null?:
                self.ratio = nil
            case let value?:
                self.ratio = try Self.decodeRatio(value, at: path.appending("ratio"))
            }
            switch object["score"] {
            case nil:
                self.score = nil
            case .null?:
                self.score = nil
            case let value?:
                self.score = try Self.decodeScore(value, at: path.appending("score"))
            }
            switch object["is_active"] {
            case nil:
                self.isActive = true
            case let value?:
                self.isActive = try Self.decodeIsActive(value, at: path.appending("is_active"))
            }
            switch object["released_at"] {
            case nil:
                self.releasedAt = nil
            case .null?:
                self.releasedAt = nil
            case let value?:
                self.releasedAt = try Self.decodeReleasedAt(value, at: path.appending("released_at"))
            }
            switch object["created_at"] {
            case nil:
                throw JSONMappingError(path: path.appending("created_at"), reason: .missing(expected: "a date"))
            case let value?:
                self.createdAt = try Self.decodeCreatedAt(value, at: path.appending("created_at"))
            }
            switch object["code"] {
            case nil:
                self.code = nil
            case .null?:
                self.code = nil
            case let value?:
                self.code = try Self.decodeCode(value, at: path.appending("code"))
            }
            switch object["image"] {
            case nil:
                self.image = nil
            case .null?:
                self.image = nil
            case let value?:
                self.image = try Self.decodeImage(value, at: path.appending("image"))
            }
            switch object["website"] {
            case nil:
                self.website = nil
            case .null?:
                self.website = nil
            case let value?:
                self.website = try Self.decodeWebsite(value, at: path.appending("website"))
            }
            switch object["extra"] {
            case nil:
                self.extra = nil
            case .null?:
                self.extra = nil
            case let value?:
                self.extra = try Self.decodeExtra(value, at: path.appending("extra"))
            }
            switch object["big"] {
            case nil:
                self.bigNumber = nil
            case .null?:
                self.bigNumber = nil
            case let value?:
                self.bigNumber = try Self.decodeBigNumber(value, at: path.appending("big"))
            }
            switch object["shelf"] {
            case nil:
                self.shelfID = nil
            case .null?:
                self.shelfID = nil
            case let value?:
                self.shelfID = try Self.decodeShelfID(value, at: path.appending("shelf"))
            }
        } catch {
            throw error.attributed(to: "Product")
        }
    }

    /// Applies a JSON object: absent keys leave fields untouched, `null` clears optional fields and is an error for required ones. The primary key is not changed. On error the record is left unchanged.
    mutating func update(with json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError) {
        var copy = self
        do throws(JSONMappingError) {
            let object = try json.decodeObject(at: path)
            if let value = object["name"] { copy.name = try Self.decodeName(value, at: path.appending("name")) }
            if let value = object["sku"] { copy.sku = try Self.decodeSku(value, at: path.appending("sku")) }
            if let value = object["class"] { copy.class = try Self.decodeClass(value, at: path.appending("class")) }
            if let value = object["quantity"] { copy.quantity = try Self.decodeQuantity(value, at: path.appending("quantity")) }
            switch object["weight"] {
            case nil: break
            case .null?: copy.weight = nil
            case let value?: copy.weight = try Self.decodeWeight(value, at: path.appending("weight"))
            }
            if let value = object["price"] { copy.price = try Self.decodePrice(value, at: path.appending("price")) }
            switch object["ratio"] {
            case nil: break
            case .null?: copy.ratio = nil
            case let value?: copy.ratio = try Self.decodeRatio(value, at: path.appending("ratio"))
            }
            switch object["score"] {
            case nil: break
            case .null?: copy.score = nil
            case let value?: copy.score = try Self.decodeScore(value, at: path.appending("score"))
            }
            if let value = object["is_active"] { copy.isActive = try Self.decodeIsActive(value, at: path.appending("is_active")) }
            switch object["released_at"] {
            case nil: break
            case .null?: copy.releasedAt = nil
            case let value?: copy.releasedAt = try Self.decodeReleasedAt(value, at: path.appending("released_at"))
            }
            if let value = object["created_at"] { copy.createdAt = try Self.decodeCreatedAt(value, at: path.appending("created_at")) }
            switch object["code"] {
            case nil: break
            case .null?: copy.code = nil
            case let value?: copy.code = try Self.decodeCode(value, at: path.appending("code"))
            }
            switch object["image"] {
            case nil: break
            case .null?: copy.image = nil
            case let value?: copy.image = try Self.decodeImage(value, at: path.appending("image"))
            }
            switch object["website"] {
            case nil: break
            case .null?: copy.website = nil
            case let value?: copy.website = try Self.decodeWebsite(value, at: path.appending("website"))
            }
            switch object["extra"] {
            case nil: break
            case .null?: copy.extra = nil
            case let value?: copy.extra = try Self.decodeExtra(value, at: path.appending("extra"))
            }
            switch object["big"] {
            case nil: break
            case .null?: copy.bigNumber = nil
            case let value?: copy.bigNumber = try Self.decodeBigNumber(value, at: path.appending("big"))
            }
            switch object["shelf"] {
            case nil: break
            case .null?: copy.shelfID = nil
            case let value?: copy.shelfID = try Self.decodeShelfID(value, at: path.appending("shelf"))
            }
        } catch {
            throw error.attributed(to: "Product")
        }
        self = copy
    }
}

extension PreviousProduct {
    /// A partial update of a `PreviousProduct`: `nil` (required fields) or `.absent` (optional fields) leaves a field alone; `.null` clears an optional field.
    struct Patch: Codable, Hashable, Sendable {
        var name: String?
        var sku: String?
        var `class`: Class?
        var quantity: Int32?
        var weight: PatchValue<Int16>
        var price: Decimal?
        var ratio: PatchValue<Double>
        var score: PatchValue<Float>
        var isActive: Bool?
        var releasedAt: PatchValue<Date>
        var createdAt: Date?
        var code: PatchValue<UUID>
        var image: PatchValue<Data>
        var website: PatchValue<URL>
        var extra: PatchValue<JSONValue>
        var bigNumber: PatchValue<Int64>
        var shelfID: PatchValue<UUID>

        /// A patch setting the given fields; everything else is absent.
        init(
            name: String? = nil,
            sku: String? = nil,
            `class`: Class? = nil,
            quantity: Int32? = nil,
            weight: PatchValue<Int16> = .absent,
            price: Decimal? = nil,
            ratio: PatchValue<Double> = .absent,
            score: PatchValue<Float> = .absent,
            isActive: Bool? = nil,
            releasedAt: PatchValue<Date> = .absent,
            createdAt: Date? = nil,
            code: PatchValue<UUID> = .absent,
            image: PatchValue<Data> = .absent,
            website: PatchValue<URL> = .absent,
            extra: PatchValue<JSONValue> = .absent,
            bigNumber: PatchValue<Int64> = .absent,
            shelfID: PatchValue<UUID> = .absent
        ) {
            self.name = name
            self.sku = sku
            self.class = `class`
            self.quantity = quantity
            self.weight = weight
            self.price = price
            self.ratio = ratio
            self.score = score
            self.isActive = isActive
            self.releasedAt = releasedAt
            self.createdAt = createdAt
            self.code = code
            self.image = image
            self.website = website
            self.extra = extra
            self.bigNumber = bigNumber
            self.shelfID = shelfID
        }

        /// Whether the patch sets nothing.
        var isEmpty: Bool {
            let present: [Bool] = [
                name != nil,
                sku != nil,
                `class` != nil,
                quantity != nil,
                weight.isPresent,
                price != nil,
                ratio.isPresent,
                score.isPresent,
                isActive != nil,
                releasedAt.isPresent,
                createdAt != nil,
                code.isPresent,
                image.isPresent,
                website.isPresent,
                extra.isPresent,
                bigNumber.isPresent,
                shelfID.isPresent,
            ]
            return !present.contains(true)
        }

        /// The JSON keys of the payload.
        enum CodingKeys: String, CodingKey {
            case name
            case sku
            case `class`
            case quantity
            case weight
            case price
            case ratio
            case score
            case isActive = "is_active"
            case releasedAt = "released_at"
            case createdAt = "created_at"
            case code
            case image
            case website
            case extra
            case bigNumber = "big"
            case shelfID = "shelf"
        }

        /// Decodes a payload: a missing key is absent, `null` clears an optional field and is an error for a required one.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.name = container.contains(.name) ? try container.decode(String.self, forKey: .name) : nil
            self.sku = container.contains(.sku) ? try container.decode(String.self, forKey: .sku) : nil
            self.class = container.contains(.class) ? try container.decode(Class.self, forKey: .class) : nil
            self.quantity = container.contains(.quantity) ? try container.decode(Int32.self, forKey: .quantity) : nil
            self.weight = try container.decodePatchValue(Int16.self, forKey: .weight)
            self.price = container.contains(.price) ? try container.decode(Decimal.self, forKey: .price) : nil
            self.ratio = try container.decodePatchValue(Double.self, forKey: .ratio)
            self.score = try container.decodePatchValue(Float.self, forKey: .score)
            self.isActive = container.contains(.isActive) ? try container.decode(Bool.self, forKey: .isActive) : nil
            self.releasedAt = try container.decodePatchValue(Date.self, forKey: .releasedAt)
            self.createdAt = container.contains(.createdAt) ? try container.decode(Date.self, forKey: .createdAt) : nil
            self.code = try container.decodePatchValue(UUID.self, forKey: .code)
            self.image = try container.decodePatchValue(Data.self, forKey: .image)
            self.website = try container.decodePatchValue(URL.self, forKey: .website)
            self.extra = try container.decodePatchValue(JSONValue.self, forKey: .extra)
            self.bigNumber = try container.decodePatchValue(Int64.self, forKey: .bigNumber)
            self.shelfID = try container.decodePatchValue(UUID.self, forKey: .shelfID)
        }

        /// Encodes only the fields the patch sets.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encodeIfPresent(sku, forKey: .sku)
            try container.encodeIfPresent(`class`, forKey: .class)
            try container.encodeIfPresent(quantity, forKey: .quantity)
            try container.encodePatchValue(weight, forKey: .weight)
            try container.encodeIfPresent(price, forKey: .price)
            try container.encodePatchValue(ratio, forKey: .ratio)
            try container.encodePatchValue(score, forKey: .score)
            try container.encodeIfPresent(isActive, forKey: .isActive)
            try container.encodePatchValue(releasedAt, forKey: .releasedAt)
            try container.encodeIfPresent(createdAt, forKey: .createdAt)
            try container.encodePatchValue(code, forKey: .code)
            try container.encodePatchValue(image, forKey: .image)
            try container.encodePatchValue(website, forKey: .website)
            try container.encodePatchValue(extra, forKey: .extra)
            try container.encodePatchValue(bigNumber, forKey: .bigNumber)
            try container.encodePatchValue(shelfID, forKey: .shelfID)
        }

        /// A patch from a JSON object, with the model's checks (types, ranges, lengths, values, patterns).
        init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError) {
            do throws(JSONMappingError) {
                let object = try json.decodeObject(at: path)
                self.name = try object["name"].map { value throws(JSONMappingError) in try PreviousProduct.decodeName(value, at: path.appending("name")) }
                self.sku = try object["sku"].map { value throws(JSONMappingError) in try PreviousProduct.decodeSku(value, at: path.appending("sku")) }
                self.class = try object["class"].map { value throws(JSONMappingError) in try PreviousProduct.decodeClass(value, at: path.appending("class")) }
                self.quantity = try object["quantity"].map { value throws(JSONMappingError) in try PreviousProduct.decodeQuantity(value, at: path.appending("quantity")) }
                switch object["weight"] {
                case nil: self.weight = .absent
                case .null?: self.weight = .null
                case let value?: self.weight = .value(try PreviousProduct.decodeWeight(value, at: path.appending("weight")))
                }
                self.price = try object["price"].map { value throws(JSONMappingError) in try PreviousProduct.decodePrice(value, at: path.appending("price")) }
                switch object["ratio"] {
                case nil: self.ratio = .absent
                case .null?: self.ratio = .null
                case let value?: self.ratio = .value(try PreviousProduct.decodeRatio(value, at: path.appending("ratio")))
                }
                switch object["score"] {
                case nil: self.score = .absent
                case .null?: self.score = .null
                case let value?: self.score = .value(try PreviousProduct.decodeScore(value, at: path.appending("score")))
                }
                self.isActive = try object["is_active"].map { value throws(JSONMappingError) in try PreviousProduct.decodeIsActive(value, at: path.appending("is_active")) }
                switch object["released_at"] {
                case nil: self.releasedAt = .absent
                case .null?: self.releasedAt = .null
                case let value?: self.releasedAt = .value(try PreviousProduct.decodeReleasedAt(value, at: path.appending("released_at")))
                }
                self.createdAt = try object["created_at"].map { value throws(JSONMappingError) in try PreviousProduct.decodeCreatedAt(value, at: path.appending("created_at")) }
                switch object["code"] {
                case nil: self.code = .absent
                case .null?: self.code = .null
                case let value?: self.code = .value(try PreviousProduct.decodeCode(value, at: path.appending("code")))
                }
                switch object["image"] {
                case nil: self.image = .absent
                case .null?: self.image = .null
                case let value?: self.image = .value(try PreviousProduct.decodeImage(value, at: path.appending("image")))
                }
                switch object["website"] {
                case nil: self.website = .absent
                case .null?: self.website = .null
                case let value?: self.website = .value(try PreviousProduct.decodeWebsite(value, at: path.appending("website")))
                }
                switch object["extra"] {
                case nil: self.extra = .absent
                case .null?: self.extra = .null
                case let value?: self.extra = .value(try PreviousProduct.decodeExtra(value, at: path.appending("extra")))
                }
                switch object["big"] {
                case nil: self.bigNumber = .absent
                case .null?: self.bigNumber = .null
                case let value?: self.bigNumber = .value(try PreviousProduct.decodeBigNumber(value, at: path.appending("big")))
                }
                switch object["shelf"] {
                case nil: self.shelfID = .absent
                case .null?: self.shelfID = .null
                case let value?: self.shelfID = .value(try PreviousProduct.decodeShelfID(value, at: path.appending("shelf")))
                }
            } catch {
                throw error.attributed(to: "Product")
            }
        }

        /// The (column, stored value) pairs the patch sets, for an `UPDATE` without reading the row.
        func storageAssignments() -> [(column: String, value: DatabaseValue)] {
            var assignments: [(column: String, value: DatabaseValue)] = []
            if let value = name { assignments.append(("name", value.databaseValue)) }
            if let value = sku { assignments.append(("sku", value.databaseValue)) }
            if let value = `class` { assignments.append(("class", value.rawValue.databaseValue)) }
            if let value = quantity { assignments.append(("quantity", value.databaseValue)) }
            switch weight {
            case .absent: break
            case .null: assignments.append(("weight", .null))
            case .value(let value): assignments.append(("weight", value.databaseValue))
            }
            if let value = price { assignments.append(("price", value.databaseValue)) }
            switch ratio {
            case .absent: break
            case .null: assignments.append(("ratio", .null))
            case .value(let value): assignments.append(("ratio", value.databaseValue))
            }
            switch score {
            case .absent: break
            case .null: assignments.append(("score", .null))
            case .value(let value): assignments.append(("score", value.databaseValue))
            }
            if let value = isActive { assignments.append(("is_active", value.databaseValue)) }
            switch releasedAt {
            case .absent: break
            case .null: assignments.append(("released_at", .null))
            case .value(let value): assignments.append(("released_at", StorageValue.date(value)))
            }
            if let value = createdAt { assignments.append(("created_at", StorageValue.date(value))) }
            switch code {
            case .absent: break
            case .null: assignments.append(("code", .null))
            case .value(let value): assignments.append(("code", StorageValue.uuid(value)))
            }
            switch image {
            case .absent: break
            case .null: assignments.append(("image", .null))
            case .value(let value): assignments.append(("image", value.databaseValue))
            }
            switch website {
            case .absent: break
            case .null: assignments.append(("website", .null))
            case .value(let value): assignments.append(("website", value.absoluteString.databaseValue))
            }
            switch extra {
            case .absent: break
            case .null: assignments.append(("extra", .null))
            case .value(let value): assignments.append(("extra", value.databaseValue))
            }
            switch bigNumber {
            case .absent: break
            case .null: assignments.append(("big_number", .null))
            case .value(let value): assignments.append(("big_number", value.databaseValue))
            }
            switch shelfID {
            case .absent: break
            case .null: assignments.append(("shelf_id", .null))
            case .value(let value): assignments.append(("shelf_id", StorageValue.uuid(value)))
            }
            return assignments
        }
    }

    /// Applies a patch: absent fields are untouched, `.null` clears optional fields.
    mutating func update(with patch: Patch) {
        if let value = patch.name { name = value }
        if let value = patch.sku { sku = value }
        if let value = patch.class { `class` = value }
        if let value = patch.quantity { quantity = value }
        patch.weight.apply(to: &weight)
        if let value = patch.price { price = value }
        patch.ratio.apply(to: &ratio)
        patch.score.apply(to: &score)
        if let value = patch.isActive { isActive = value }
        patch.releasedAt.apply(to: &releasedAt)
        if let value = patch.createdAt { createdAt = value }
        patch.code.apply(to: &code)
        patch.image.apply(to: &image)
        patch.website.apply(to: &website)
        patch.extra.apply(to: &extra)
        patch.bigNumber.apply(to: &bigNumber)
        patch.shelfID.apply(to: &shelfID)
    }
}

extension PreviousProduct {
    /// The stored values in column order, as the previous `storageValues()` gave them.
    func storageValues() -> [DatabaseValue] {
        [
            id.databaseValue,
            name.databaseValue,
            sku.databaseValue,
            `class`.rawValue.databaseValue,
            quantity.databaseValue,
            weight.map { $0.databaseValue } ?? .null,
            price.databaseValue,
            ratio.map { $0.databaseValue } ?? .null,
            score.map { $0.databaseValue } ?? .null,
            isActive.databaseValue,
            releasedAt.map { StorageValue.date($0) } ?? .null,
            StorageValue.date(createdAt),
            code.map { StorageValue.uuid($0) } ?? .null,
            image.map { $0.databaseValue } ?? .null,
            website.map { $0.absoluteString.databaseValue } ?? .null,
            extra.map { $0.databaseValue } ?? .null,
            bigNumber.map { $0.databaseValue } ?? .null,
            shelfID.map { StorageValue.uuid($0) } ?? .null,
        ]
    }
}
