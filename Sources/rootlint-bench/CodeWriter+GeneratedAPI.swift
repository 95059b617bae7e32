/// The one giant file of the tree: GraphQL client code as code generators
/// write it (long, repetitive, multi-line strings, getters and setters).
/// Real apps carry such files, and they are where a linter's worst case is.
extension CodeWriter {
    func generatedAPIFile(_ fileName: String) {
        line("// @generated")
        line("//  This file was automatically generated and should not be edited.")
        blank()
        line("import Apollo")
        line("import Foundation")
        blank()
        line("/// \(theme.app)API namespace")
        block("public enum \(theme.app)API") {
            while wantsMore { operation() }
        }
    }

    private func operation() {
        let noun = anyNoun
        let isMutation = chance(30)
        let name = (isMutation ? pick(["Update", "Create", "Delete", "Archive", "Submit"]) : pick(["Fetch", "List", "Get", "Search"]))
            + noun + pick(["", "Details", "Summary", "Page", "Status", "Feed"])
        let type = name + (isMutation ? "Mutation" : "Query")
        let fields = random.pick(int(3...9), of: ["id", "title", "subtitle", "createdAt", "updatedAt", "status", "price",
                                                  "currency", "imageURL", "author", "count", "isArchived", "rank", "slug"])
        blank()
        block("public final class \(type): GraphQL\(isMutation ? "Mutation" : "Query")") {
            line("/// The raw GraphQL definition of this operation.")
            line("public let operationDefinition: String =")
            indented {
                line("\"\"\"")
                line("\(isMutation ? "mutation" : "query") \(name)($id: ID!\(chance(50) ? ", $first: Int" : "")) {")
                line("  \(noun.lowerFirst)(id: $id) {")
                line("    __typename")
                for field in fields { line("    \(field)") }
                line("  }")
                line("}")
                line("\"\"\"")
            }
            blank()
            line("public let operationName: String = \"\(name)\"")
            blank()
            line("public var id: GraphQLID")
            blank()
            block("public init(id: GraphQLID)") { line("self.id = id") }
            blank()
            block("public var variables: GraphQLMap?") { line("return [\"id\": id]") }
            blank()
            block("public struct Data: GraphQLSelectionSet") {
                line("public static let possibleTypes: [String] = [\"\(isMutation ? "Mutation" : "Query")\"]")
                blank()
                block("public static var selections: [GraphQLSelection]") {
                    scope("return [", closing: "]") {
                        line("GraphQLField(\"\(noun.lowerFirst)\", arguments: [\"id\": GraphQLVariable(\"id\")], type: .object(\(noun).selections)),")
                    }
                }
                blank()
                line("public private(set) var resultMap: ResultMap")
                blank()
                block("public init(unsafeResultMap: ResultMap)") { line("self.resultMap = unsafeResultMap") }
                blank()
                block("public var \(noun.lowerFirst): \(noun)?") {
                    block("get") { line("return (resultMap[\"\(noun.lowerFirst)\"] as? ResultMap).flatMap { \(noun)(unsafeResultMap: $0) }") }
                    block("set") { line("resultMap.updateValue(newValue?.resultMap, forKey: \"\(noun.lowerFirst)\")") }
                }
                blank()
                block("public struct \(noun): GraphQLSelectionSet") {
                    line("public static let possibleTypes: [String] = [\"\(noun)\"]")
                    blank()
                    block("public static var selections: [GraphQLSelection]") {
                        scope("return [", closing: "]") {
                            line("GraphQLField(\"__typename\", type: .nonNull(.scalar(String.self))),")
                            for field in fields { line("GraphQLField(\"\(field)\", type: .\(chance(60) ? "nonNull(.scalar(String.self))" : "scalar(Int.self)")),") }
                        }
                    }
                    blank()
                    line("public private(set) var resultMap: ResultMap")
                    blank()
                    block("public init(unsafeResultMap: ResultMap)") { line("self.resultMap = unsafeResultMap") }
                    for field in fields {
                        blank()
                        block("public var \(field): String") {
                            block("get") { line("return resultMap[\"\(field)\"]! as! String") }
                            block("set") { line("resultMap.updateValue(newValue, forKey: \"\(field)\")") }
                        }
                    }
                }
            }
        }
    }
}
