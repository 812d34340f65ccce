let captionFace = "GillSans-light"
enum Brand: String {
    case heading = "gillsans-Bold"
    case body = "Inter-regular"
}
let a = UIFont(name: captionFace, size: 12)
let b = UIFont(name: Brand.heading.rawValue, size: 12)
let c = UIFont(name: flag ? "GillSans-bold" : "GillSans-Bold", size: 12)
let d = UIFont(name: "GillSans-bold"); let e = UIFont(name: "GillSans-bold")
