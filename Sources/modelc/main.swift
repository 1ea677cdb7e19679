print("modelc")
