console.log("namescreen");
